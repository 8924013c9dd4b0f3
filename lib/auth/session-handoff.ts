import "server-only";
import crypto from "node:crypto";
import { processSingleton } from "@/lib/process-state";
import type { ProfileDto } from "./profile";
import type { AuthClaims, CookieJar } from "./types";

/*
 * proxy.ts verifies the session on every page request (JWT signature, and with the local adapter a database read
 * that the session was not signed out); the page then called getClaims() and did it all again a few milliseconds
 * later. The proxy now leaves what it verified here, under a random id it forwards in a request header, and the
 * page takes it back once.
 *
 * Never a trust in the header alone (CVE-2025-29927: the proxy can be skipped): the id must name an entry this
 * process wrote in the last few seconds, for exactly the cookies the page sees, and each entry is taken once. A
 * forged, replayed or foreign id finds nothing and the page verifies the session itself, as before. The id never
 * leaves the server (it is on the forwarded request, not on the response).
 *
 * On a back-office page the proxy has read the profile too (the admin gate): it goes with the claims, so the page
 * does not read it again.
 */

export const SESSION_HANDOFF_HEADER = "x-tc-session-handoff";
const TTL_MS = 5_000;

/** What the proxy verified for this request: the claims, and the profile when it read it. */
export type HandedOff = { claims: AuthClaims; profile?: ProfileDto };

type Entry = HandedOff & { cookies: string; expires: number };
// Process-wide: proxy.ts writes it and the pages read it, separate bundles with their own module instances.
const entries = processSingleton("session-handoff", () => new Map<string, Entry>());

/** Every cookie the request carries, in a stable order: the handoff is valid only for this exact set. */
function cookieKey(jar: CookieJar): string {
  return jar
    .all()
    .map(({ name, value }) => `${name}=${value}`)
    .sort()
    .join("; ");
}

/** Entries are kept in insertion order with one TTL, so the expired ones are at the front. */
function sweep(now: number): void {
  for (const [id, entry] of entries) {
    if (entry.expires > now) break;
    entries.delete(id);
  }
}

/**
 * proxy.ts: the claims it just verified for the cookies in `jar` (as forwarded to the page), and the profile it read
 * for them if it did; answers the id.
 */
export function handOffSession(
  jar: CookieJar,
  claims: AuthClaims,
  { profile, now = Date.now() }: { profile?: ProfileDto; now?: number } = {},
): string {
  sweep(now);
  const id = crypto.randomBytes(16).toString("base64url");
  entries.set(id, { cookies: cookieKey(jar), claims, profile, expires: now + TTL_MS });
  return id;
}

/**
 * The page: the claims the proxy verified for this request (and the profile it read), or null (no or unknown id, expired, other cookies,
 * or already taken). Null means "verify it yourself", never "signed out".
 */
export function takeHandedOffSession(
  id: string | null | undefined,
  jar: CookieJar,
  now = Date.now(),
): HandedOff | null {
  if (!id) return null;
  const entry = entries.get(id);
  if (!entry) return null;
  entries.delete(id);
  if (entry.expires <= now || entry.cookies !== cookieKey(jar)) return null;
  if (typeof entry.claims.exp === "number" && entry.claims.exp * 1000 <= now) return null;
  return { claims: entry.claims, profile: entry.profile };
}
