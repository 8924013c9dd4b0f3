import { redact } from "@/lib/security/redact";

/** Keys whose values are secrets wherever they appear in audit details (api keys, tokens, passwords...). */
const SECRET_KEY = /(secret|token|password|senha|api_?key|apikey|private|cipher|credential)/i;

/** True for a key or setting name that holds a secret ("openai_api_key", "webhook_token"...). */
export const isSecretName = (name: string) => SECRET_KEY.test(name);

/** A secret shown as the product shows every secret (docs/decisions.md §11): only its last four characters. */
export function maskSecret(value: string): string {
  return value.length > 4 ? `••••${value.slice(-4)}` : "••••";
}

/**
 * Audit details for display: values under secret-looking keys (or under a `setting:` key that names one) are
 * masked to their last four characters, and every other text goes through redact() so a token or document that
 * slipped into a message never reaches the page. Client-safe (no server imports).
 */
export function maskDetails(value: unknown, secretContext = false): unknown {
  if (typeof value === "string") return secretContext ? maskSecret(value) : redact(value);
  if (Array.isArray(value)) return value.map((item) => maskDetails(item, secretContext));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, maskDetails(inner, secretContext || isSecretName(key))]),
    );
  }
  return value;
}
