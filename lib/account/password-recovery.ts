import "server-only";
import { detachedCookieJar } from "@/lib/auth/cookie-jars";
import { getAuth } from "@/lib/auth/adapter";
import { take, type RateLimit } from "@/lib/db/rate-limits";
import { getDb } from "@/lib/db/client";
import { redactError } from "@/lib/security/redact";
import { liveAccount } from "./sign-in-throttle";

/**
 * Recovery e-mails an account receives per hour, whoever asks. A new request never voids a link sent before (each link
 * works for an hour, once, and using one voids the others: lib/auth/local/adapter.ts), so past the cap the owner
 * already holds a working link from the last hour: strangers asking for it can neither flood the inbox nor take the
 * owner's link away.
 */
export const RECOVERY_EMAILS: RateLimit = { name: "recover-emails", limit: 3, windowMs: 60 * 60 * 1000 };

/** Runs after the forgot-password response: the e-mail, when the address has an account and its hour allows. */
export async function sendRecoveryEmail(email: string): Promise<void> {
  try {
    // Counted only for accounts that exist: e-mails without one leave no row behind.
    if (!(await liveAccount(await getDb(), { email }))) return;
    if ((await take(RECOVERY_EMAILS, email)) > 0) {
      console.warn("[auth] password reset not sent: this account's hourly cap was reached");
      return;
    }
    const result = await getAuth().requestPasswordReset(detachedCookieJar(), email);
    if (!result.ok) console.error(`[auth] password reset not sent (${result.code})`);
  } catch (error) {
    console.error("[auth] password reset failed", redactError(error, { stack: true }));
  }
}
