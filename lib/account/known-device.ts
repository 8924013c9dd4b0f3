import "server-only";
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { CookieJar } from "@/lib/auth/types";
import { isHttpsApp } from "@/lib/env";
import { settingsEncryptionKey } from "@/lib/security/settings-cipher";

/*
 * Devices that signed in to an account before (OWASP's "device cookies"): a browser that completed a sign-in (the
 * password, and the second step when the account has one) or a password reset gets a signed entry for that account
 * in one long-lived HttpOnly cookie. The sign-in's per-account bound on guesses holds only unknown devices
 * (./sign-in-throttle.ts): guesses from anywhere never keep the owner's own browser out. An entry names the account
 * by an HMAC of its e-mail (nothing personal in the cookie) and carries a random id, the key of that device's own
 * failure count. Signed with a key derived from the settings key; without one (a DATABASE_URL and no
 * SETTINGS_ENCRYPTION_KEY, which a production start refuses) every device is unknown.
 */

export const KNOWN_DEVICE_COOKIE = "tc-device";
/** Entries past this age are ignored; each sign-in renews the entry of its account. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts remembered per browser (a shared office computer): the oldest entry goes first. */
const MAX_ENTRIES = 5;

type Entry = { account: string; id: string; issued: number; sig: string };

let derived: { from: string; key: Buffer } | undefined;

function signingKey(): Buffer | null {
  const base = settingsEncryptionKey();
  if (!base) return null;
  const from = base.toString("base64");
  if (derived?.from !== from)
    derived = { from, key: Buffer.from(hkdfSync("sha256", base, "", "tributo-certo known device v1", 32)) };
  return derived.key;
}

/** An HMAC of `text` under this instance's device key (null without a settings key): for counters nobody can predict. */
export function keyedDigest(text: string): Buffer | null {
  const key = signingKey();
  return key ? createHmac("sha256", key).update(`digest|${text}`).digest() : null;
}

const mac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url").slice(0, 22);
const accountTag = (key: Buffer, email: string) => mac(key, `account|${email.trim().toLowerCase()}`);
const signed = (key: Buffer, e: Omit<Entry, "sig">) => mac(key, `${e.account}.${e.id}.${e.issued}`);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The cookie's entries that this server signed and that have not expired, newest first. */
function validEntries(key: Buffer, jar: CookieJar): Entry[] {
  const entries: Entry[] = [];
  for (const text of (jar.get(KNOWN_DEVICE_COOKIE) ?? "").split("~").slice(0, MAX_ENTRIES)) {
    const match = /^([\w-]{22})\.([\w-]{16})\.(\d{1,12})\.([\w-]{22})$/.exec(text);
    if (!match) continue;
    const entry = { account: match[1], id: match[2], issued: Number(match[3]), sig: match[4] };
    if (nowSeconds() - entry.issued > MAX_AGE_SECONDS) continue;
    if (sameText(entry.sig, signed(key, entry))) entries.push(entry);
  }
  return entries;
}

/** This browser's device id for `email`'s account when it signed in to it before, else null. */
export function knownDevice(jar: CookieJar, email: string): string | null {
  const key = signingKey();
  if (!key) return null;
  const account = accountTag(key, email);
  return validEntries(key, jar).find((e) => e.account === account)?.id ?? null;
}

/** Remembers this browser for `email`'s account (a completed sign-in or password reset); its id stays the same. */
export function rememberDevice(jar: CookieJar, email: string): void {
  const key = signingKey();
  if (!key) return;
  const account = accountTag(key, email);
  const entries = validEntries(key, jar);
  const id = entries.find((e) => e.account === account)?.id ?? randomBytes(12).toString("base64url");
  const fresh = { account, id, issued: nowSeconds() };
  const kept = entries.filter((e) => e.account !== account).slice(0, MAX_ENTRIES - 1);
  const value = [{ ...fresh, sig: signed(key, fresh) }, ...kept]
    .map((e) => `${e.account}.${e.id}.${e.issued}.${e.sig}`)
    .join("~");
  jar.set(KNOWN_DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttpsApp(),
    maxAge: MAX_AGE_SECONDS,
  });
}
