import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { runWithServiceRole } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { OwnerDb } from "@/lib/db/handles";
import { blockedFor, blockFor, countOf, forget, record, take, type RateLimit } from "@/lib/db/rate-limits";
import { profiles } from "@/lib/db/schema";
import { signInFailuresEmail } from "@/lib/email/templates";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";

/*
 * The per-account rule of the sign-in, without the lockout it used to be. A hard cap per account (20 failures from
 * any address, then 15 minutes of 'Muitas tentativas' for everyone) let anyone who knows an e-mail keep its owner
 * out, an administrator included, with a few requests an hour. Now:
 *  - an address that has not failed for this account is never held by the account's failures, so the owner signs
 *    in from home while someone guesses elsewhere;
 *  - past FREE_FAILURES failures in a day, each failure holds the addresses that have failed for this account for a
 *    delay that doubles with every further failure (up to MAX_DELAY_SECONDS): a botnet gets about one guess per
 *    address per delay, however many requests it sends;
 *  - the owner is e-mailed when the failures reach FREE_FAILURES (once a day at most).
 * The per-address and per-account-and-address rules of the action (lib/account/actions.ts) stay as they were.
 */

/** Failures per account (any address) in a day: the count the delays grow from. */
export const ACCOUNT_FAILURES: RateLimit = {
  name: "signin-account-failures",
  limit: 1_000_000,
  windowMs: 24 * 60 * 60 * 1000,
};
/** Which addresses have failed for an account in a day (key: e-mail and address). */
export const ADDRESS_FAILURES: RateLimit = {
  name: "signin-account-address",
  limit: 1_000_000,
  windowMs: 24 * 60 * 60 * 1000,
};
/** The account's current delay: held while blocked. */
const ACCOUNT_DELAY: RateLimit = { name: "signin-account-delay", limit: 1, windowMs: 24 * 60 * 60 * 1000 };
/** One warning e-mail per account per day. */
const OWNER_ALERT: RateLimit = { name: "signin-account-alert", limit: 1, windowMs: 24 * 60 * 60 * 1000 };

/** Failures an account takes before the delays start (the same as the per-account-and-address rule). */
export const FREE_FAILURES = 10;
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;

/** The delay after the account's `failures`-th failure in the day: none up to FREE_FAILURES, then 30 s doubling to 15 min. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(20, failures - FREE_FAILURES));
}

const addressKey = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Seconds this address must wait before its next password for `email` is checked: 0 for an address that has not
 * failed for the account (whatever the account's count) and while no delay runs.
 */
export async function signInDelay(email: string, ip: string, db?: OwnerDb): Promise<number> {
  const wait = await blockedFor(ACCOUNT_DELAY, email, db);
  if (wait === 0) return 0;
  return (await countOf(ADDRESS_FAILURES, addressKey(email, ip), db)) > 0 ? wait : 0;
}

/**
 * A wrong password for `email` from `ip`: counted for the account and the address, the account's delay set, and the
 * owner warned when the count reaches FREE_FAILURES. Answers the account's count of the day.
 */
export async function recordSignInFailure(email: string, ip: string, db?: OwnerDb): Promise<number> {
  const [failures] = await Promise.all([
    record(ACCOUNT_FAILURES, email, db),
    record(ADDRESS_FAILURES, addressKey(email, ip), db),
  ]);
  const delay = delayAfter(failures);
  if (delay > 0) await blockFor(ACCOUNT_DELAY, email, delay, db);
  if (failures >= FREE_FAILURES && (await take(OWNER_ALERT, email, db)) === 0) await warnOwner(email, db);
  return failures;
}

/** A right password: the account's count, delay and this address's failures are cleared. */
export async function clearSignInFailures(email: string, ip: string, db?: OwnerDb): Promise<void> {
  await Promise.all([
    forget(ACCOUNT_FAILURES, email, db),
    forget(ACCOUNT_DELAY, email, db),
    forget(ADDRESS_FAILURES, addressKey(email, ip), db),
  ]);
}

/**
 * The e-mail and name of a live (not erased) account, by id or e-mail, read as the server: the throttles warn the
 * owner of an account someone is failing to sign in to, before any session exists.
 */
export async function liveAccount(
  db: OwnerDb,
  by: { id: string } | { email: string },
): Promise<{ email: string; name: string } | null> {
  const [owner] = await runWithServiceRole(db, (tx) =>
    tx
      .select({ email: profiles.email, name: profiles.name })
      .from(profiles)
      .where(and("id" in by ? eq(profiles.id, by.id) : eq(profiles.email, by.email), isNull(profiles.deletedAt)))
      .limit(1),
  );
  return owner ?? null;
}

/** The warning, to the e-mail's account if there is one (nothing is sent for an unknown address). */
async function warnOwner(email: string, given?: OwnerDb): Promise<void> {
  const db = given ?? (await getDb());
  const owner = await liveAccount(db, { email });
  if (!owner) return;
  await sendEmail(signInFailuresEmail(owner.email, owner.name || owner.email, `${env().APP_URL}/forgot-password`), {
    db,
  });
}
