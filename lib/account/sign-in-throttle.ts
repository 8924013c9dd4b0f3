import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { after } from "next/server";
import { runWithServiceRole } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { OwnerDb } from "@/lib/db/handles";
import { blockedFor, blockFor, forget, giveBack, record, take, type RateLimit } from "@/lib/db/rate-limits";
import { profiles } from "@/lib/db/schema";
import { signInFailuresEmail } from "@/lib/email/templates";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { redactError } from "@/lib/security/redact";
import { keyedDigest } from "./known-device";

/*
 * How many passwords are checked for an account (docs/decisions.md §40). Every attempt is admitted or refused BEFORE
 * its password is checked, and counted when admitted, so parallel requests cannot pass together.
 *  - A known device (one that signed in to this account before: ./known-device.ts) answers only to its own count:
 *    DEVICE_FAILURES wrong passwords in 15 minutes. Nothing anyone does elsewhere refuses the owner's own browser.
 *  - Unknown devices, together, per account: FREE_ATTEMPTS a day, then one attempt per delay, the delay doubling from
 *    30 s to 15 minutes; whatever the number of addresses, about 100 passwords a day are checked.
 *    The owner on a new device waits at most 15 minutes, or resets the password (the link's browser becomes known).
 *  - Unknown devices per network (an IPv4 address, an IPv6 /64): NETWORK_FAILURES wrong passwords in 15 minutes,
 *    for all accounts, so one source cannot spray every e-mail.
 *  - The owner is e-mailed once a day when unknown devices fail FREE_ATTEMPTS times, after the response: the answer
 *    takes as long for an e-mail with an account as for one without.
 * E-mails without an account are counted like accounts (the answers never tell them apart), but in one of
 * UNKNOWN_BUCKETS shared counters chosen by a keyed hash, so guessing random e-mails cannot fill the table.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Unknown-device attempts per account in a day (given back when one succeeds). */
export const UNKNOWN_ATTEMPTS: RateLimit = { name: "signin-unknown-attempts", limit: 1_000_000, windowMs: DAY_MS };
/** The unknown devices' turn: held by the attempt being checked, then for the delay that follows it. */
const UNKNOWN_TURN: RateLimit = { name: "signin-unknown-turn", limit: 1, windowMs: 15 * 60 * 1000 };
/** Wrong passwords from one known device (its id) in 15 minutes. */
export const DEVICE_FAILURES: RateLimit = { name: "signin-device-failures", limit: 10, windowMs: 15 * 60 * 1000 };
/** Wrong passwords from one network for any accounts, unknown devices only, in 15 minutes. */
export const NETWORK_FAILURES: RateLimit = { name: "signin-network-failures", limit: 50, windowMs: 15 * 60 * 1000 };
/** One warning e-mail per account per day. */
const OWNER_ALERT: RateLimit = { name: "signin-account-alert", limit: 1, windowMs: DAY_MS };

/** Unknown-device attempts checked per account in a day before the delays: the last of them starts the first delay. */
export const FREE_ATTEMPTS = 10;
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Shared counters of e-mails without an account. */
const UNKNOWN_BUCKETS = 1 << 20;

/** The wait after the account's `attempts`-th unknown-device attempt of the day: none before FREE_ATTEMPTS, then 30 s doubling to 15 min. */
export function delayAfter(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(20, attempts - FREE_ATTEMPTS));
}

/** What an admitted attempt holds until its password is checked. */
export type SignInTicket =
  | { kind: "device"; device: string }
  | { kind: "unknown"; account: string; email: string | null; network: string; attempts: number };

export type Admission = { ticket: SignInTicket; wait: 0 } | { ticket?: undefined; wait: number };

/**
 * The counter key of `email`'s account: the e-mail for a live account, else one of the shared buckets, chosen by a
 * keyed hash so nobody can tell which e-mails share one (a bucket warmed by failures on one e-mail would otherwise
 * tell a known e-mail, which has a count of its own, from an unknown one).
 */
async function accountKeyOf(email: string, db?: OwnerDb): Promise<{ key: string; exists: boolean }> {
  if (await liveAccount(db ?? (await getDb()), { email })) return { key: email, exists: true };
  const digest = keyedDigest(`sign-in|${email}`);
  return { key: digest ? `nobody:${digest.readUInt32BE(0) % UNKNOWN_BUCKETS}` : email, exists: false };
}

/**
 * Admits one sign-in attempt for `email` before its password is checked, or answers the seconds to wait.
 * `device` is this browser's known-device id for the account (./known-device.ts), null when unknown.
 */
export async function admitSignIn(
  email: string,
  network: string,
  device: string | null,
  db?: OwnerDb,
): Promise<Admission> {
  if (device) {
    const wait = await take(DEVICE_FAILURES, device, db);
    return wait > 0 ? { wait } : { ticket: { kind: "device", device }, wait: 0 };
  }
  const { key: account, exists } = await accountKeyOf(email, db);
  const held = await blockedFor(UNKNOWN_TURN, account, db);
  if (held > 0) return { wait: held };
  const networkWait = await take(NETWORK_FAILURES, network, db);
  if (networkWait > 0) return { wait: networkWait };
  const attempts = await record(UNKNOWN_ATTEMPTS, account, db);
  if (attempts >= FREE_ATTEMPTS) {
    // One attempt at a time from the last free one on: the first to count the turn holds it, then for the delay
    // after it. The turn's count is never given back: blockFor() writes the count outright, so parallel attempts
    // giving theirs back after it took it to zero and let two more through (40 at once checked 12).
    if ((await record(UNKNOWN_TURN, account, db)) > 1) {
      await Promise.all([giveBack(UNKNOWN_ATTEMPTS, account, db), giveBack(NETWORK_FAILURES, network, db)]);
      return { wait: Math.max(1, await blockedFor(UNKNOWN_TURN, account, db)) };
    }
    await blockFor(UNKNOWN_TURN, account, delayAfter(attempts), db);
  }
  return { ticket: { kind: "unknown", account, email: exists ? email : null, network, attempts }, wait: 0 };
}

/** A wrong password: it stays counted; the owner is warned (after the response) when unknown devices piled up. */
export async function recordSignInFailure(ticket: SignInTicket, db?: OwnerDb): Promise<void> {
  if (ticket.kind !== "unknown" || !ticket.email || ticket.attempts < FREE_ATTEMPTS) return;
  const email = ticket.email;
  if ((await take(OWNER_ALERT, email, db)) > 0) return;
  after(async () => {
    try {
      await warnOwner(email, db);
    } catch (error) {
      console.error("[auth] sign-in warning not sent", redactError(error, { stack: true }));
    }
  });
}

/** The attempt was not a wrong password (the provider was down, say): nothing of it counts. */
export async function releaseSignIn(ticket: SignInTicket, db?: OwnerDb): Promise<void> {
  if (ticket.kind === "device") return giveBack(DEVICE_FAILURES, ticket.device, db);
  await Promise.all([
    giveBack(UNKNOWN_ATTEMPTS, ticket.account, db),
    giveBack(NETWORK_FAILURES, ticket.network, db),
    ticket.attempts >= FREE_ATTEMPTS ? forget(UNKNOWN_TURN, ticket.account, db) : null,
  ]);
}

/**
 * A right password. From a known device, its count starts again (the unknown devices' count stays: the owner's
 * success says nothing of the guesses elsewhere). From an unknown device, the account's count and delay end.
 */
export async function clearSignInFailures(ticket: SignInTicket, db?: OwnerDb): Promise<void> {
  if (ticket.kind === "device") return forget(DEVICE_FAILURES, ticket.device, db);
  await Promise.all([
    forget(UNKNOWN_ATTEMPTS, ticket.account, db),
    forget(UNKNOWN_TURN, ticket.account, db),
    giveBack(NETWORK_FAILURES, ticket.network, db),
  ]);
}

/** A completed password reset proves the e-mail: the unknown devices' count and delay of the account end. */
export async function clearAccountAttempts(email: string, db?: OwnerDb): Promise<void> {
  await Promise.all([forget(UNKNOWN_ATTEMPTS, email, db), forget(UNKNOWN_TURN, email, db)]);
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

async function warnOwner(email: string, given?: OwnerDb): Promise<void> {
  const db = given ?? (await getDb());
  const owner = await liveAccount(db, { email });
  if (!owner) return;
  await sendEmail(signInFailuresEmail(owner.email, owner.name || owner.email, `${env().APP_URL}/forgot-password`), {
    db,
  });
}
