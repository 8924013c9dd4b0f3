import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createAsaasProvider, type AsaasEnvironment } from "@/lib/payments/asaas";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox/provider";

let cached: PaymentProvider | undefined;

/**
 * ASAAS_ENVIRONMENT (production | sandbox) wins; otherwise the key prefix decides ($aact_prod_ = production),
 * and a key without the newer prefix is treated as sandbox, the safe side.
 */
export function asaasEnvironment(apiKey: string): AsaasEnvironment {
  const configured = env().ASAAS_ENVIRONMENT;
  if (configured === "production" || configured === "sandbox") return configured;
  return apiKey.startsWith("$aact_prod_") ? "production" : "sandbox";
}

/** Asaas when ASAAS_API_KEY is set; otherwise the built-in sandbox provider over our database. */
export function getPaymentProvider(): PaymentProvider {
  if (cached) return cached;
  const apiKey = env().ASAAS_API_KEY?.trim();
  cached = apiKey
    ? createAsaasProvider({
        apiKey,
        environment: asaasEnvironment(apiKey),
        baseUrl: env().ASAAS_BASE_URL || undefined,
        userAgent: "tributo-certo/1.0",
      })
    : createSandboxProvider({ db: getDb, appUrl: env().APP_URL });
  return cached;
}

/** The sandbox provider with its simulate controls, or null when a real Asaas account is configured. */
export function getSandboxProvider() {
  const provider = getPaymentProvider();
  return provider.kind === "sandbox" ? (provider as ReturnType<typeof createSandboxProvider>) : null;
}
