import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/local/secret";
import { env } from "@/lib/env";
import { paymentsMode } from "@/lib/payments";

/**
 * Billing secrets, read on the server only. With ASAAS_API_KEY the webhook token must be configured
 * (ASAAS_WEBHOOK_TOKEN, the authToken set on the Asaas webhook); in sandbox mode without it, a token
 * is derived from the app's auth secret so the sandbox "simulate" controls can sign their deliveries.
 */
export function isSandboxBilling(): boolean {
  return paymentsMode() === "sandbox";
}

export function webhookToken(): string | null {
  const configured = env().ASAAS_WEBHOOK_TOKEN?.trim();
  if (configured) return configured;
  if (!isSandboxBilling()) return null;
  return createHmac("sha256", authSecret()).update("tributo-certo:sandbox-webhook-token").digest("base64url");
}
