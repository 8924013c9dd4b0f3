import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuthClaims } from "@/lib/auth/types";
import {
  createConfirmedUser,
  memoryJar,
  startSupabaseMode,
  tamperSession,
  type SupabaseMode,
} from "../helpers/supabase-mode";

// Supabase mode, Configurações › Segurança and what ends an account, through lib/auth/supabase against the Supabase
// Auth double: TOTP (enrol, the sign-in's second step, turning it off), sign-out everywhere, deletion, the user limit
// and Supabase's own rate limits; then the legacy HS256 JWT secret, where every token is checked by the Auth server.
// The account flows themselves: ./supabase-account-flows.test.ts.

let mode: SupabaseMode | undefined;
vi.mock("@/lib/db/client", () => ({ getDb: async () => mode!.db }));

const { supabaseAuth } = await import("@/lib/auth/supabase/adapter");
const { totpCodeAt } = await import("@/lib/auth/totp");
const { signUpFailure } = await import("@/lib/settings/user-limit");
const { erasedEmail } = await import("@/lib/auth/erased");

const auth = () => supabaseAuth();
const PASSWORD = "Senha@Segura1";
const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@teste.tributocerto.com.br`;

async function signedIn(email: string, password = PASSWORD) {
  const jar = memoryJar();
  const result = await auth().signInWithPassword(jar, email, password);
  return { jar, result };
}

const codeFor = (secret: string) => totpCodeAt(secret, Date.now());
/** A six-digit code that is none of the factor's codes around now. */
const wrongCodeFor = (secret: string) => {
  const near = [-30_000, 0, 30_000].map((d) => totpCodeAt(secret, Date.now() + d));
  return ["000000", "111111", "222222", "333333"].find((c) => !near.includes(c))!;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)("Supabase mode: account security against Supabase Auth's API", () => {
  const email = unique("carla");
  let userId = "";
  let secret = "";
  let factorId = "";

  beforeAll(async () => {
    mode = await startSupabaseMode("ES256");
    userId = await createConfirmedUser(mode, email, PASSWORD, "Carla Supabase");
  });
  afterAll(async () => {
    expect(mode?.auth.unknown).toEqual([]);
    await mode?.close();
  });

  it("checks the password again (deletion, e-mail change, 2FA) without ending the session that asks", async () => {
    const here = await signedIn(email);
    expect(await auth().verifyPassword(here.jar, userId, "Palpite@Errado1")).toEqual({
      ok: false,
      code: "invalidCredentials",
    });
    expect(await auth().verifyPassword(here.jar, userId, PASSWORD)).toEqual({ ok: true, data: undefined });
    expect(await auth().getClaims(here.jar)).toMatchObject({ sub: userId });
    expect(await auth().verifyPassword(memoryJar(), userId, PASSWORD)).toEqual({ ok: false, code: "invalidToken" });
  });

  it("turns TOTP on with its first code, and ends the other password-only sessions", async () => {
    const here = await signedIn(email);
    const elsewhere = await signedIn(email);
    const started = await auth().startTotpEnrolment(here.jar, userId, email);
    if (!started.ok) throw new Error(`enrolment refused: ${started.code}`);
    ({ factorId, secret } = started.data);
    expect(started.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(await auth().confirmTotpEnrolment(here.jar, userId, factorId, wrongCodeFor(secret))).toEqual({
      ok: false,
      code: "invalidCode",
    });
    expect(await auth().mfaStatus(here.jar, userId)).toEqual({ enabled: false, recoveryCodesLeft: null });
    expect(await auth().confirmTotpEnrolment(here.jar, userId, factorId, codeFor(secret))).toEqual({
      ok: true,
      data: { recoveryCodes: [] },
    });
    expect(await auth().mfaStatus(here.jar, userId)).toEqual({ enabled: true, recoveryCodesLeft: null });
    expect(await auth().getClaims(here.jar)).toMatchObject({ sub: userId, aal: "aal2" });
    expect(await auth().getClaims(elsewhere.jar)).toBeNull();
    expect(await auth().startTotpEnrolment(here.jar, userId, email)).toEqual({ ok: false, code: "unsupported" });
  });

  it("asks a password-only sign-in for the code, whatever the visitor writes into their own cookies", async () => {
    const { jar, result } = await signedIn(email);
    expect(result).toEqual({ ok: true, data: { userId, secondFactor: true } });
    expect(await auth().getClaims(jar)).toBeNull();
    expect(await auth().pendingSecondFactor(jar)).toBe(userId);
    // supabase-js keeps the user's factors beside the session, in the cookie: without them there, still no entry.
    tamperSession(jar, (session) => ((session.user as Record<string, unknown>).factors = []));
    expect(await auth().getClaims(jar)).toBeNull();
    expect(await auth().verifySecondFactor(jar, wrongCodeFor(secret))).toEqual({ ok: false, code: "invalidCode" });
    expect(await auth().verifySecondFactor(jar, codeFor(secret))).toEqual({ ok: true, data: { userId } });
    const claims = (await auth().getClaims(jar)) as AuthClaims;
    expect(claims).toMatchObject({ sub: userId, aal: "aal2" });
    expect((claims.amr as { method: string }[]).map((a) => a.method).sort()).toEqual(["password", "totp"]);
    expect(await auth().pendingSecondFactor(jar)).toBeNull();
  });

  it("turns TOTP off only with a code, and signs out the other sessions", async () => {
    const { jar } = await signedIn(email);
    await auth().verifySecondFactor(jar, codeFor(secret));
    const elsewhere = await signedIn(email);
    await auth().verifySecondFactor(elsewhere.jar, codeFor(secret));
    expect(await auth().disableTotp(jar, userId, wrongCodeFor(secret))).toEqual({ ok: false, code: "invalidCode" });
    expect(await auth().disableTotp(jar, userId, codeFor(secret))).toEqual({ ok: true, data: undefined });
    expect(await auth().mfaStatus(jar, userId)).toEqual({ enabled: false, recoveryCodesLeft: null });
    expect(await auth().getClaims(elsewhere.jar)).toBeNull();
    expect((await signedIn(email)).result).toEqual({ ok: true, data: { userId, secondFactor: false } });
  });

  it("signs out everywhere: the other sessions, then this one, and no refresh token is left", async () => {
    const { jar } = await signedIn(email);
    const elsewhere = await signedIn(email);
    const claims = (await auth().getClaims(jar)) as AuthClaims;
    expect(await auth().listSessions(jar, userId)).toEqual({
      listable: false,
      sessions: [expect.objectContaining({ id: claims.session_id, current: true })],
    });
    expect(await auth().revokeSession(jar, userId, String(claims.session_id))).toEqual({
      ok: false,
      code: "unsupported",
    });
    expect(await auth().revokeOtherSessions(jar, userId)).toEqual({ ok: true, data: undefined });
    expect(await auth().getClaims(elsewhere.jar)).toBeNull();
    expect(await auth().getClaims(jar)).toMatchObject({ sub: userId });
    await auth().signOut(jar);
    expect([...jar.values.keys()].filter((name) => name.startsWith("sb-"))).toEqual([]);
    expect(await mode!.sql`select id from auth.sessions where user_id = ${userId}`).toHaveLength(0);
    expect(await mode!.sql`select id from auth.refresh_tokens where user_id = ${userId} and not revoked`).toHaveLength(
      0,
    );
    // Signing out a browser whose session is already gone still clears its cookies, without an error.
    await auth().signOut(elsewhere.jar);
    expect([...elsewhere.jar.values.keys()].filter((name) => name.startsWith("sb-"))).toEqual([]);
  });

  it("erases the sign-in identity on deletion: nobody signs in as it again", async () => {
    const doomed = unique("diego");
    const id = await createConfirmedUser(mode!, doomed, PASSWORD);
    const { jar } = await signedIn(doomed);
    await auth().eraseIdentity(id);
    expect((await signedIn(doomed)).result).toEqual({ ok: false, code: "invalidCredentials" });
    expect(await auth().getClaims(jar)).toBeNull();
    const [row] = await mode!
      .sql`select email, encrypted_password, raw_user_meta_data, banned_until = 'infinity' as banned
                                    from auth.users where id = ${id}`;
    expect(row).toEqual({ email: erasedEmail(id), encrypted_password: "", raw_user_meta_data: {}, banned: true });
    expect(await mode!.sql`select 1 from auth.identities where user_id = ${id}`).toHaveLength(0);
  });

  it("reads a sign-up refused by the user limit (a database error at Supabase) as the limit", async () => {
    const [{ n }] = await mode!.sql`select count(*)::int as n from public.profiles`;
    await mode!.sql`insert into public.system_settings (setting_key, setting_value) values ('max_users', ${String(n)})
                     on conflict (setting_key) do update set setting_value = excluded.setting_value`;
    try {
      const late = unique("elisa");
      const refused = await auth().signUp(memoryJar(), {
        email: late,
        password: PASSWORD,
        metadata: { name: "Elisa", user_type: "subscriber", subscription: "trial" },
      });
      expect(refused).toEqual({ ok: false, code: "unavailable" });
      expect(await signUpFailure("unavailable")).toBe("userLimitReached");
      expect(await mode!.sql`select 1 from auth.users where email = ${late}`).toHaveLength(0);
    } finally {
      await mode!.sql`delete from public.system_settings where setting_key = 'max_users'`;
    }
  });

  it("at the hosted per-address default, the 31st sign-in in 5 minutes is refused as rateLimited (docs/deploy-supabase.md)", async () => {
    mode!.auth.resetRateLimits();
    const limits = mode!.auth.settings.rateLimits;
    const raised = limits.signInsSignUps;
    limits.signInsSignUps = 30;
    try {
      // Supabase counts requests, not failures (an address without an account keeps the loop quick).
      for (let i = 0; i < 30; i++)
        await auth().signInWithPassword(memoryJar(), "ninguem@teste.tributocerto.com.br", PASSWORD);
      expect((await signedIn(email)).result).toEqual({ ok: false, code: "rateLimited" });
    } finally {
      limits.signInsSignUps = raised;
      mode!.auth.resetRateLimits();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("Supabase mode with the legacy HS256 JWT secret", () => {
  const email = unique("fabio");
  beforeAll(async () => {
    mode = await startSupabaseMode("HS256");
    await createConfirmedUser(mode, email, PASSWORD);
  });
  afterAll(async () => {
    expect(mode?.auth.unknown).toEqual([]);
    await mode?.close();
  });

  it("verifies every token with the Auth server (GET /user) and refuses one signed with another secret", async () => {
    const { jar } = await signedIn(email);
    const asked = mode!.auth.requests.length;
    const claims = (await auth().getClaims(jar)) as AuthClaims;
    expect(claims).toMatchObject({ email, aal: "aal1" });
    expect(mode!.auth.requests.slice(asked)).toContain("GET /auth/v1/user");
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("not-the-project-secret-but-as-long-as-one"));
    tamperSession(jar, (session) => (session.access_token = forged));
    expect(await auth().getClaims(jar)).toBeNull();
  });

  it("signs the other sessions out at once", async () => {
    const { jar } = await signedIn(email);
    const elsewhere = await signedIn(email);
    expect(await auth().revokeOtherSessions(jar, String((await auth().getClaims(jar))?.sub))).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await auth().getClaims(elsewhere.jar)).toBeNull();
    expect(await auth().getClaims(jar)).not.toBeNull();
  });
});
