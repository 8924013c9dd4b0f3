import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuthClaims } from "@/lib/auth/types";
import { rowsOf } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import {
  confirmLink,
  memoryJar,
  refreshTokenIn,
  startSupabaseMode,
  tamperSession,
  type SupabaseMode,
} from "../helpers/supabase-mode";

// Supabase mode end to end: the account flows through lib/auth/supabase (supabase-js and @supabase/ssr, cookies and
// all) against the Supabase Auth double on a database shaped like a new Supabase project, migrated by the app. One
// account's story, in order: sign-up → confirm → sign-in → refresh → RLS as that user → password change → recovery →
// e-mail change → 2FA → sign-out everywhere → deletion. The tokens are ES256, as a new project signs them
// (./supabase-legacy-jwt.test.ts runs the HS256 secret).

let mode: SupabaseMode | undefined;
vi.mock("@/lib/db/client", () => ({ getDb: async () => mode!.db }));

const { supabaseAuth, verifySupabaseOtp } = await import("@/lib/auth/supabase/adapter");
const { runWithRls } = await import("@/lib/db/rls");
const { notifyExistingAccount } = await import("@/lib/auth/existing-account");
const { createCompany, updateCompany } = await import("@/lib/companies/mutations");
const { listCompanies } = await import("@/lib/companies/queries");
const { companyFormSchema, emptyCompanyForm } = await import("@/lib/companies/schema");

const PASSWORD = "Senha@Inicial1";
const NEW_PASSWORD = "Senha@Nova2";
const RECOVERED_PASSWORD = "Senha@Recuperada3";
const email = `ana.${Date.now().toString(36)}@teste.tributocerto.com.br`;
const signUpInput = (address: string, password = PASSWORD) => ({
  email: address,
  password,
  metadata: {
    name: "Ana Supabase",
    phone: "(11) 98765-4321",
    cpf: "529.982.247-25",
    user_type: "subscriber" as const,
    subscription: "trial" as const,
  },
});

async function signedIn(address: string, password: string) {
  const jar = memoryJar();
  const result = await supabaseAuth().signInWithPassword(jar, address, password);
  return { jar, result };
}

const sessionsOf = async (userId: string) =>
  (await mode!.sql`select id from auth.sessions where user_id = ${userId}`).map((r) => r.id as string);

describe.skipIf(!process.env.TEST_DATABASE_URL)("Supabase mode: the account flows against Supabase Auth's API", () => {
  const auth = () => supabaseAuth();
  let userId = "";

  beforeAll(async () => {
    mode = await startSupabaseMode("ES256");
  });
  afterAll(async () => {
    // Every call the adapter made is one the double implements (an unknown one would be an untested path).
    expect(mode?.auth.unknown).toEqual([]);
    await mode?.close();
  });

  it("signs up without a session, writing auth.users as Supabase does and the profile through our trigger", async () => {
    const jar = memoryJar();
    const result = await auth().signUp(jar, signUpInput(email));
    expect(result).toMatchObject({ ok: true, data: { signedIn: false } });
    userId = result.ok ? result.data.userId : "";
    const [row] = await mode!.sql`select aud, role, email, email_confirmed_at, raw_user_meta_data, confirmation_token
                                    from auth.users where id = ${userId}`;
    expect(row).toMatchObject({ aud: "authenticated", role: "authenticated", email, email_confirmed_at: null });
    expect(row.raw_user_meta_data).toMatchObject({ name: "Ana Supabase", user_type: "subscriber" });
    expect(row.confirmation_token).toMatch(/^[0-9a-f]{56}$/);
    const [profile] = await mode!.db
      .select({ name: t.profiles.name, email: t.profiles.email, userType: t.profiles.userType })
      .from(t.profiles)
      .where(eq(t.profiles.id, userId));
    expect(profile).toEqual({ name: "Ana Supabase", email, userType: "subscriber" });
    // Not confirmed yet: the right password is told so (and only the right one), without a session.
    expect((await signedIn(email, PASSWORD)).result).toEqual({ ok: false, code: "emailNotConfirmed" });
    expect((await signedIn(email, "Senha@Errada1")).result).toEqual({ ok: false, code: "invalidCredentials" });
  });

  it("confirms through the e-mailed link, which opens a session once", async () => {
    const { tokenHash, type, next } = confirmLink(mode!.auth, email, "confirmation");
    expect({ type, next }).toEqual({ type: "email", next: "/dashboard" });
    const jar = memoryJar();
    expect(await verifySupabaseOtp(jar, tokenHash, "email")).toBe("session");
    expect(await auth().getClaims(jar)).toMatchObject({ sub: userId, email, aal: "aal1" });
    expect(await verifySupabaseOtp(memoryJar(), tokenHash, "email")).toBe("failed");
    // A sign-up with the address now taken is answered as the adapter's emailInUse (the page shows no difference).
    expect(await auth().signUp(memoryJar(), signUpInput(email, "Outra@Senha9"))).toEqual({
      ok: false,
      code: "emailInUse",
    });
    // ...and the owner is told by the app's own e-mail, kept in the outbox without SMTP_URL (a Supabase project has
    // no local shim: the outbox comes from a migration).
    await notifyExistingAccount(email);
    expect(await mode!.sql`select 1 from local.email_outbox where to_email = ${email}`).toHaveLength(1);
  });

  it("signs in with Supabase's claims in an ES256 token, and refuses a wrong password", async () => {
    expect((await signedIn(email, "Senha@Errada1")).result).toEqual({ ok: false, code: "invalidCredentials" });
    const { jar, result } = await signedIn(email, PASSWORD);
    expect(result).toEqual({ ok: true, data: { userId, secondFactor: false } });
    const claims = (await auth().getClaims(jar)) as AuthClaims;
    expect(claims).toMatchObject({ sub: userId, role: "authenticated", aud: "authenticated", aal: "aal1", email });
    expect(claims.iss).toBe(`${mode!.auth.url}/auth/v1`);
    expect(await sessionsOf(userId)).toContain(claims.session_id);
    expect(claims.amr).toEqual([expect.objectContaining({ method: "password" })]);
    // Verified locally with the published key: no round trip to the Auth server for a valid token.
    const asked = mode!.auth.requests.length;
    expect(await auth().getClaims(jar)).toMatchObject({ sub: userId });
    expect(mode!.auth.requests.slice(asked).filter((r) => r.startsWith("GET /auth/v1/user"))).toEqual([]);
  });

  it("refreshes an expiring session through the cookies, and ends the family when an old refresh token comes back", async () => {
    mode!.auth.settings.jwtExpirySeconds = 30; // inside supabase-js's refresh margin: the next read refreshes
    const { jar } = await signedIn(email, PASSWORD);
    mode!.auth.settings.jwtExpirySeconds = 3600;
    const stolen = memoryJar();
    for (const [name, value] of jar.values) stolen.values.set(name, value);
    const first = refreshTokenIn(jar);
    const before = (await auth().refreshSession(jar)) as AuthClaims;
    const second = refreshTokenIn(jar);
    expect(second).not.toBe(first);
    const tokens = await mode!.sql`select token, revoked, parent from auth.refresh_tokens
                                    where session_id = ${before.session_id!} and token in (${first}, ${second}) order by id`;
    expect(tokens).toEqual([
      expect.objectContaining({ token: first, revoked: true }),
      { token: second, revoked: false, parent: first },
    ]);
    // Once more, then the first token replayed from a copy of the old cookies: the whole family is revoked.
    tamperSession(jar, (s) => (s.expires_at = Math.floor(Date.now() / 1000)));
    expect(await auth().refreshSession(jar)).toMatchObject({ session_id: before.session_id });
    // (Past the reuse interval, and past the copy's access token: the client must refresh.)
    mode!.auth.settings.refreshReuseIntervalSeconds = 0;
    const later = (s: Record<string, unknown>) => (s.expires_at = Math.floor(Date.now() / 1000) - 1);
    tamperSession(stolen, later);
    expect(await auth().refreshSession(stolen)).toBeNull();
    const live = await mode!
      .sql`select 1 from auth.refresh_tokens where session_id = ${before.session_id!} and not revoked`;
    expect(live).toHaveLength(0);
    // The rightful browser keeps its access token, and cannot refresh it either: both must sign in again.
    tamperSession(jar, later);
    expect(await auth().refreshSession(jar)).toBeNull();
    mode!.auth.settings.refreshReuseIntervalSeconds = 10;
  });

  it("runs the user's queries under RLS with the verified claims: auth.uid(), auth.jwt() and the plan's limits", async () => {
    const { jar } = await signedIn(email, PASSWORD);
    const claims = (await auth().getClaims(jar)) as AuthClaims;
    const seen = await runWithRls(
      mode!.db,
      claims,
      async (tx) =>
        rowsOf(
          await tx.execute(sql`select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'aal' as aal,
                                         auth.jwt() ->> 'session_id' as sid`),
        )[0],
    );
    expect(seen).toEqual({ uid: userId, role: "authenticated", aal: "aal1", sid: claims.session_id });
    const company = companyFormSchema.parse({
      ...emptyCompanyForm(),
      name: "Padaria da Ana",
      cnpj: "11.222.333/0001-81",
      annualRevenue: "360.000,00",
    });
    const { id } = await runWithRls(mode!.db, claims, (tx) => createCompany(tx, userId, company));
    // The trial plan registers one company (docs/decisions.md §24): the policy refuses a second.
    await expect(
      runWithRls(mode!.db, claims, (tx) => createCompany(tx, userId, { ...company, name: "Outra" })),
    ).rejects.toThrow();

    const other = await confirmedAccount(`bruno.${Date.now().toString(36)}@teste.tributocerto.com.br`);
    const otherClaims = (await auth().getClaims(other)) as AuthClaims;
    expect(otherClaims.sub).not.toBe(userId);
    expect(await runWithRls(mode!.db, otherClaims, (tx) => listCompanies(tx, otherClaims.sub))).toEqual([]);
    expect(
      await runWithRls(mode!.db, otherClaims, (tx) =>
        updateCompany(tx, otherClaims.sub, id, { ...company, name: "Tomada" }),
      ),
    ).toBe(false);
    const mine = await runWithRls(mode!.db, claims, (tx) => listCompanies(tx, userId));
    expect(mine.map((c) => c.name)).toEqual(["Padaria da Ana"]);
  });

  it("changes the password only with the current one, and signs out the other sessions", async () => {
    const here = await signedIn(email, PASSWORD);
    const elsewhere = await signedIn(email, PASSWORD);
    expect(await auth().getClaims(elsewhere.jar)).not.toBeNull();
    expect(await auth().changePassword(here.jar, userId, "Palpite@Errado1", NEW_PASSWORD)).toEqual({
      ok: false,
      code: "invalidCredentials",
    });
    expect(await auth().changePassword(here.jar, userId, PASSWORD, NEW_PASSWORD)).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await auth().getClaims(here.jar)).toMatchObject({ sub: userId });
    // Its access token has not expired, but its session is gone: signed out now, not in an hour.
    expect(await auth().getClaims(elsewhere.jar)).toBeNull();
    expect((await signedIn(email, PASSWORD)).result).toEqual({ ok: false, code: "invalidCredentials" });
    expect((await signedIn(email, NEW_PASSWORD)).result.ok).toBe(true);
  });

  it("recovers the password through the e-mailed link, which only a recovery session may use", async () => {
    const before = mode!.auth.mailer.outbox.length;
    expect(await auth().requestPasswordReset(memoryJar(), "ninguem@teste.tributocerto.com.br")).toEqual({
      ok: true,
      data: undefined,
    });
    expect(mode!.auth.mailer.outbox.length).toBe(before);
    const stale = await signedIn(email, NEW_PASSWORD);
    expect(await auth().requestPasswordReset(memoryJar(), email)).toEqual({ ok: true, data: undefined });
    expect(await auth().requestPasswordReset(memoryJar(), email)).toEqual({ ok: false, code: "rateLimited" });
    const { tokenHash, type, next } = confirmLink(mode!.auth, email, "recovery");
    expect({ type, next }).toEqual({ type: "recovery", next: "/reset-password" });
    // A signed-in browser is no recovery session: the old password's holder cannot skip it.
    expect(await auth().resetPassword(stale.jar, null, RECOVERED_PASSWORD)).toEqual({
      ok: false,
      code: "invalidToken",
    });
    const jar = memoryJar();
    expect(await verifySupabaseOtp(jar, tokenHash, "recovery")).toBe("session");
    expect(await auth().resetPassword(jar, null, RECOVERED_PASSWORD)).toEqual({ ok: true, data: { email } });
    expect(await auth().getClaims(stale.jar)).toBeNull();
    // The reset ends every session, the recovery session that made it included (as the local adapter's does).
    expect(await auth().getClaims(jar)).toBeNull();
    expect((await signedIn(email, NEW_PASSWORD)).result).toEqual({ ok: false, code: "invalidCredentials" });
    expect((await signedIn(email, RECOVERED_PASSWORD)).result.ok).toBe(true);
    expect(await verifySupabaseOtp(memoryJar(), tokenHash, "recovery")).toBe("failed");
  });

  it("changes the e-mail once both addresses confirm (secure e-mail change), and the profile follows", async () => {
    const { jar } = await signedIn(email, RECOVERED_PASSWORD);
    const taken = `bruno.${Date.now().toString(36)}@teste.tributocerto.com.br`;
    await confirmedAccount(taken);
    const mails = mode!.auth.mailer.outbox.length;
    expect(await auth().requestEmailChange(jar, userId, taken)).toEqual({ ok: true, data: undefined });
    expect(mode!.auth.mailer.outbox.length).toBe(mails);

    const newEmail = `ana.nova.${Date.now().toString(36)}@teste.tributocerto.com.br`;
    expect(await auth().requestEmailChange(jar, userId, newEmail)).toEqual({ ok: true, data: undefined });
    const toNew = confirmLink(mode!.auth, newEmail, "email_change");
    const toCurrent = confirmLink(mode!.auth, email, "email_change");
    expect({ type: toNew.type, next: toNew.next }).toEqual({ type: "email_change", next: "/profile" });
    expect(await verifySupabaseOtp(memoryJar(), toNew.tokenHash, "email_change")).toBe("accepted");
    expect((await mode!.sql`select email from auth.users where id = ${userId}`)[0].email).toBe(email);
    expect(await verifySupabaseOtp(memoryJar(), toCurrent.tokenHash, "email_change")).toBe("session");
    expect((await mode!.sql`select email from auth.users where id = ${userId}`)[0].email).toBe(newEmail);
    const [profile] = await mode!.db
      .select({ email: t.profiles.email })
      .from(t.profiles)
      .where(eq(t.profiles.id, userId));
    expect(profile.email).toBe(newEmail);
    expect((await signedIn(email, RECOVERED_PASSWORD)).result).toEqual({ ok: false, code: "invalidCredentials" });
    expect((await signedIn(newEmail, RECOVERED_PASSWORD)).result.ok).toBe(true);
  });
});

/** A second account, signed up and confirmed through its link; answers its signed-in jar. */
async function confirmedAccount(address: string) {
  expect((await supabaseAuth().signUp(memoryJar(), signUpInput(address))).ok).toBe(true);
  const jar = memoryJar();
  expect(await verifySupabaseOtp(jar, confirmLink(mode!.auth, address, "confirmation").tokenHash, "email")).toBe(
    "session",
  );
  return jar;
}
