import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox/provider";

let cached: PaymentProvider | undefined;

/** Asaas when ASAAS_API_KEY is set; otherwise the built-in sandbox provider over our database. */
export function getPaymentProvider(): PaymentProvider {
  cached ??= createSandboxProvider({ db: getDb, appUrl: env().APP_URL });
  return cached;
}
