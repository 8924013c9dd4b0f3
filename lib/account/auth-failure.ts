import { fail } from "@/lib/action-result";
import type { AuthErrorCode } from "@/lib/auth/types";

const AUTH_FAILURES = {
  invalidCredentials: "invalid_credentials",
  emailNotConfirmed: "forbidden",
  emailInUse: "conflict",
  weakPassword: "invalid_input",
  invalidToken: "invalid_input",
  rateLimited: "rate_limited",
  unavailable: "unavailable",
  invalidCode: "invalid_input",
  unsupported: "forbidden",
  userLimitReached: "forbidden",
} as const satisfies Record<AuthErrorCode, string>;

/** The auth adapter's failure as a typed action failure (an e-mail in use also marks the e-mail field). */
export function authFailure(code: AuthErrorCode) {
  const message = `auth.errors.${code}` as const;
  return fail(AUTH_FAILURES[code], message, code === "emailInUse" ? { email: message } : undefined);
}
