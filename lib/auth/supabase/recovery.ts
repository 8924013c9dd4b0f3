
/** How long after following the e-mail link a Supabase session may set a new password without the old one. */
export const RECOVERY_WINDOW_SECONDS = 15 * 60;

type AmrEntry = { method?: unknown; timestamp?: unknown } | string;

/**
 * True for a session that Supabase Auth opened from an e-mailed link (verifyOtp: AMR method "recovery", or "otp"
 * for the token-hash flow) in the last RECOVERY_WINDOW_SECONDS. A session opened with a password is not one:
 * /reset-password must not let whoever holds a signed-in browser change the password.
 */
export function isRecoverySession(claims: Record<string, unknown> | null, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const amr = Array.isArray(claims?.amr) ? (claims.amr as AmrEntry[]) : [];
  return amr.some((entry) => {
    if (typeof entry === "string") return false; // the RFC 8176 form carries no time: never enough here
    const recent = typeof entry.timestamp === "number" && nowSeconds - entry.timestamp <= RECOVERY_WINDOW_SECONDS;
    return recent && (entry.method === "recovery" || entry.method === "otp");
  });
}
