import { describe, expect, it, vi } from "vitest";
import type { ProfileDto } from "./profile";
import type { AuthClaims, CookieJar } from "./types";

vi.mock("server-only", () => ({}));

const { handOffSession, takeHandedOffSession } = await import("./session-handoff");

const jarOf = (cookies: Record<string, string>): CookieJar => ({
  all: () => Object.entries(cookies).map(([name, value]) => ({ name, value })),
  get: (name) => cookies[name],
  set: () => {},
});

const now = Date.parse("2026-11-25T12:00:00Z");
const claims = (sub: string): AuthClaims => ({
  sub,
  role: "authenticated",
  aud: "authenticated",
  iat: now / 1000,
  exp: now / 1000 + 900,
});

describe("session handoff from proxy.ts to the page", () => {
  it("gives the page the claims the proxy verified for the same cookies, once", () => {
    const proxyJar = jarOf({ "tc-access-token": "a", "tc-refresh-token": "r", theme: "x" });
    const id = handOffSession(proxyJar, claims("user-a"), { now });
    // The page sees the same cookies, in another order.
    const pageJar = jarOf({ theme: "x", "tc-refresh-token": "r", "tc-access-token": "a" });
    expect(takeHandedOffSession(id, pageJar, now + 5)).toMatchObject({ claims: { sub: "user-a" } });
    expect(takeHandedOffSession(id, pageJar, now + 6)).toBeNull();
  });

  it("finds nothing for another browser's cookies, and that entry is gone afterwards", () => {
    const id = handOffSession(jarOf({ "tc-access-token": "a" }), claims("user-a"), { now });
    expect(takeHandedOffSession(id, jarOf({ "tc-access-token": "b" }), now + 1)).toBeNull();
    expect(takeHandedOffSession(id, jarOf({ "tc-access-token": "a" }), now + 2)).toBeNull();
  });

  it("finds nothing for a missing, made-up or expired id, nor for claims that expired in between", () => {
    const jar = jarOf({ "tc-access-token": "a" });
    expect(takeHandedOffSession(null, jar, now)).toBeNull();
    expect(takeHandedOffSession("made-up", jar, now)).toBeNull();
    const stale = handOffSession(jar, claims("user-a"), { now });
    expect(takeHandedOffSession(stale, jar, now + 5_000)).toBeNull();
    const expiring = handOffSession(jar, { ...claims("user-a"), exp: now / 1000 + 1 }, { now });
    expect(takeHandedOffSession(expiring, jar, now + 1_000)).toBeNull();
  });

  it("keeps two requests apart", () => {
    const jarA = jarOf({ "tc-access-token": "a" });
    const jarB = jarOf({ "tc-access-token": "b" });
    const idA = handOffSession(jarA, claims("user-a"), { now });
    const idB = handOffSession(jarB, claims("user-b"), { now });
    expect(idA).not.toBe(idB);
    expect(takeHandedOffSession(idB, jarB, now + 1)).toMatchObject({ claims: { sub: "user-b" } });
    expect(takeHandedOffSession(idA, jarA, now + 1)).toMatchObject({ claims: { sub: "user-a" } });
  });

  it("gives back the profile the proxy read with the claims, and none when it read none", () => {
    const jar = jarOf({ "tc-access-token": "a" });
    const profile = { id: "user-a", name: "Ana", userType: "admin" } as unknown as ProfileDto;
    const withProfile = handOffSession(jar, claims("user-a"), { profile, now });
    expect(takeHandedOffSession(withProfile, jar, now + 1)?.profile).toBe(profile);
    const without = handOffSession(jar, claims("user-a"), { now });
    expect(takeHandedOffSession(without, jar, now + 1)?.profile).toBeUndefined();
  });
});
