import "server-only";
import { looksLikeRecoveryCode } from "@/lib/auth/totp";
import { getDb } from "@/lib/db/client";
import type { OwnerDb } from "@/lib/db/handles";
import { blockedFor, blockFor, forget, giveBack, record, take, type RateLimit } from "@/lib/db/rate-limits";
import { secondFactorFailuresEmail } from "@/lib/email/templates";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { liveAccount } from "./sign-in-throttle";

/*
 * Guesses at the sign-in's second step (someone who has the password). A TOTP code has a million values, so:
 *  - each wrong code past FREE_GUESSES holds the account's next TOTP guess for a delay doubling from 30 s to 15 min;
 *  - at most TOTP_DAILY_CAP TOTP codes a day per account (counted before the check, so parallel guesses cannot pass
 *    together): about 20 × 3 / 1,000,000 chances a day with the ±1-step window;
 *  - recovery codes (60 bits each) have a count of their own, so a valid one still opens the account when the TOTP
 *    guesses are exhausted (the owner who lost the phone is not locked out by the guesser);
 *  - the owner is e-mailed at the FREE_GUESSES-th wrong code, once a day: the password is known to someone.
 */

export const FREE_GUESSES = 3;
export const TOTP_DAILY_CAP = 20;
export const RECOVERY_DAILY_CAP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const TOTP_ATTEMPTS: RateLimit = { name: "second-factor-totp-day", limit: TOTP_DAILY_CAP, windowMs: DAY_MS };
const RECOVERY_ATTEMPTS: RateLimit = {
  name: "second-factor-recovery-day",
  limit: RECOVERY_DAILY_CAP,
  windowMs: DAY_MS,
};
const FAILURES: RateLimit = { name: "second-factor-failures", limit: 1_000_000, windowMs: DAY_MS };
const DELAY: RateLimit = { name: "second-factor-delay", limit: 1, windowMs: DAY_MS };
const OWNER_ALERT: RateLimit = { name: "second-factor-alert", limit: 1, windowMs: DAY_MS };

/** The delay after the account's `failures`-th wrong code of the day: none up to FREE_GUESSES, then 30 s doubling to 15 min. */
export function secondFactorDelayAfter(failures: number): number {
  if (failures < FREE_GUESSES) return 0;
  return Math.min(15 * 60, 30 * 2 ** Math.min(20, failures - FREE_GUESSES));
}

export type SecondFactorTicket = { rule: RateLimit; userId: string };

/**
 * Seconds to wait before this code may be checked (0: go on, and the attempt is counted against the day's cap).
 * The delay holds TOTP codes only; recovery codes answer to their own daily cap.
 */
export async function admitSecondFactor(
  userId: string,
  code: string,
  db?: OwnerDb,
): Promise<{ wait: number; ticket?: SecondFactorTicket }> {
  const recovery = looksLikeRecoveryCode(code);
  if (!recovery) {
    const wait = await blockedFor(DELAY, userId, db);
    if (wait > 0) return { wait };
  }
  const rule = recovery ? RECOVERY_ATTEMPTS : TOTP_ATTEMPTS;
  const wait = await take(rule, userId, db);
  return wait > 0 ? { wait } : { wait: 0, ticket: { rule, userId } };
}

/** A wrong code: counted, the delay set, the owner told once a day. */
export async function recordSecondFactorFailure(ticket: SecondFactorTicket, db?: OwnerDb): Promise<void> {
  const failures = await record(FAILURES, ticket.userId, db);
  const delay = secondFactorDelayAfter(failures);
  if (delay > 0) await blockFor(DELAY, ticket.userId, delay, db);
  if (failures >= FREE_GUESSES && (await take(OWNER_ALERT, ticket.userId, db)) === 0)
    await warnOwner(ticket.userId, db);
}

/** A right code: the day's counts start again. */
export async function clearSecondFactorFailures(ticket: SecondFactorTicket, db?: OwnerDb): Promise<void> {
  await giveBack(ticket.rule, ticket.userId, db);
  await Promise.all([
    forget(FAILURES, ticket.userId, db),
    forget(DELAY, ticket.userId, db),
    forget(TOTP_ATTEMPTS, ticket.userId, db),
  ]);
}

async function warnOwner(userId: string, given?: OwnerDb): Promise<void> {
  const db = given ?? (await getDb());
  const owner = await liveAccount(db, { id: userId });
  if (!owner) return;
  await sendEmail(
    secondFactorFailuresEmail(owner.email, owner.name || owner.email, `${env().APP_URL}/forgot-password`),
    { db },
  );
}
