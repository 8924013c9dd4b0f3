import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
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

export type PaymentsMode = "asaas" | "sandbox" | "not_configured";

/**
 * Asaas when ASAAS_API_KEY is set; the built-in sandbox provider in development or with PAYMENTS_PROVIDER=sandbox;
 * otherwise payments are not configured (a production start never falls back to the sandbox by itself).
 */
export function paymentsMode(): PaymentsMode {
  const e = env();
  if (e.ASAAS_API_KEY?.trim()) return "asaas";
  return e.NODE_ENV === "development" || e.PAYMENTS_PROVIDER === "sandbox" ? "sandbox" : "not_configured";
}

/** The configured provider; throws AppError `unavailable` ('Pagamentos indisponíveis…') when there is none. */
export function getPaymentProvider(): PaymentProvider {
  if (cached) return cached;
  const mode = paymentsMode();
  if (mode === "not_configured") throw new AppError("unavailable", "billing.register.errors.paymentsUnavailable");
  const apiKey = env().ASAAS_API_KEY?.trim() ?? "";
  cached =
    mode === "asaas"
      ? createAsaasProvider({
          apiKey,
          environment: asaasEnvironment(apiKey),
          baseUrl: env().ASAAS_BASE_URL || undefined,
          userAgent: "tributo-certo/1.0",
        })
      : createSandboxProvider({ db: getDb, appUrl: env().APP_URL });
  return cached;
}

/** The sandbox provider with its simulate controls, or null outside sandbox mode. */
export function getSandboxProvider() {
  if (paymentsMode() !== "sandbox") return null;
  return getPaymentProvider() as ReturnType<typeof createSandboxProvider>;
}
