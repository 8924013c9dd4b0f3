import { APICallError, RetryError } from "ai";

// Provider failures, reduced to what the user is told. Nothing of the provider's own text
// reaches the browser: the stream carries only one of these codes, and the chat shows its pt-BR message.

export const CHAT_FAILURES = ["timeout", "rateLimited", "unavailable", "invalidKey", "generic"] as const;
export type ChatFailure = (typeof CHAT_FAILURES)[number];

export function isChatFailure(value: unknown): value is ChatFailure {
  return typeof value === "string" && (CHAT_FAILURES as readonly string[]).includes(value);
}

function isTimeout(error: unknown): boolean {
  for (let e = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const name = (e as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") return true;
  }
  return false;
}

/** The user-facing failure for an error of the model call (after the SDK's own retries). */
export function classifyProviderError(error: unknown): ChatFailure {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (isTimeout(last) || isTimeout(error)) return "timeout";
  if (APICallError.isInstance(last)) {
    const status = last.statusCode ?? 0;
    if (status === 401 || status === 403) return "invalidKey";
    if (status === 429) return "rateLimited";
    if (status === 408 || status === 504) return "timeout";
    if (status >= 500) return "unavailable";
    return "generic";
  }
  // Connection refused, DNS failure, an address the SSRF guard refused (OutboundError) and the like: the provider
  // cannot be reached.
  if ((last as { name?: string } | null)?.name === "OutboundError") return "unavailable";
  if (last instanceof TypeError || (last as { code?: string } | null)?.code === "ECONNREFUSED") return "unavailable";
  return "generic";
}
