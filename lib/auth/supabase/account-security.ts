import "server-only";
import { sql } from "drizzle-orm";
import { erasedEmail } from "@/lib/auth/erased";
import type { AuthAdapter, AuthClaims, AuthResult, CookieJar } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { client, mapError } from "./client";
import { sessionState } from "./session-state";

// Configurações › Segurança on Supabase Auth. What its API allows a signed-in user: change the password, sign out
// every other session (signOut scope "others"; it has no list of sessions for users), and TOTP through its MFA API
// (enroll / challengeAndVerify / unenroll). Its recovery codes are experimental (off by default on the server), so
// none are issued here: the page says so.

type Security = Pick<
  AuthAdapter,
  | "pendingSecondFactor"
  | "verifySecondFactor"
  | "changePassword"
  | "listSessions"
  | "revokeSession"
  | "revokeOtherSessions"
  | "mfaStatus"
  | "startTotpEnrolment"
  | "confirmTotpEnrolment"
  | "disableTotp"
  | "eraseIdentity"
>;

async function verifiedTotp(jar: CookieJar) {
  const { data } = await (await client(jar)).auth.mfa.listFactors();
  return data?.totp.find((f) => f.status === "verified") ?? null;
}

async function verifyCode(jar: CookieJar, factorId: string, code: string): Promise<AuthResult> {
  const { error } = await (await client(jar)).auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, "") });
  if (!error) return { ok: true, data: undefined };
  return { ok: false, code: error.code === "mfa_verification_failed" || error.code === "mfa_challenge_expired" ? "invalidCode" : mapError(error) };
}

export function supabaseSecurity(): Security {
  return {
    async pendingSecondFactor(jar) {
      // A live password-only session (aal1) of a user with a verified factor: the second step is owed.
      const { data } = await (await client(jar)).auth.getClaims();
      const claims = data?.claims as AuthClaims | undefined;
      if (!claims || claims.aal !== "aal1") return null;
      const state = await sessionState(claims);
      return state.alive && state.secondFactor ? claims.sub : null;
    },

    async verifySecondFactor(jar, code) {
      const userId = await this.pendingSecondFactor(jar);
      const factor = userId ? await verifiedTotp(jar) : null;
      if (!userId || !factor) return { ok: false, code: "invalidToken" };
      const verified = await verifyCode(jar, factor.id, code);
      return verified.ok ? { ok: true, data: { userId } } : verified;
    },

    async changePassword(jar, _userId, currentPassword, newPassword) {
      const supabase = await client(jar);
      const { data } = await supabase.auth.getClaims();
      const email = (data?.claims as AuthClaims | undefined)?.email;
      if (!email) return { ok: false, code: "invalidToken" };
      // The current password is checked by a sign-in on a throw-away client (nothing persisted), signed out at once.
      const { createClient } = await import("@supabase/supabase-js");
      const { NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY } = env();
      const probe = createClient(NEXT_PUBLIC_SUPABASE_URL!, NEXT_PUBLIC_SUPABASE_ANON_KEY!, { auth: { persistSession: false, autoRefreshToken: false } });
      const check = await probe.auth.signInWithPassword({ email, password: currentPassword });
      if (check.error) return { ok: false, code: mapError(check.error) };
      await probe.auth.signOut({ scope: "local" });
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      if (error) return { ok: false, code: mapError(error) };
      await supabase.auth.signOut({ scope: "others" });
      return { ok: true, data: undefined };
    },

    async listSessions(jar) {
      const { data } = await (await client(jar)).auth.getClaims();
      const claims = data?.claims as AuthClaims | undefined;
      const iat = typeof claims?.iat === "number" ? new Date(claims.iat * 1000) : new Date();
      return { listable: false, sessions: claims ? [{ id: claims.session_id ?? "current", userAgent: null, ip: null, createdAt: iat, lastUsedAt: iat, current: true }] : [] };
    },

    async revokeSession() {
      return { ok: false, code: "unsupported" };
    },

    async revokeOtherSessions(jar) {
      const { error } = await (await client(jar)).auth.signOut({ scope: "others" });
      return error ? { ok: false, code: mapError(error) } : { ok: true, data: undefined };
    },

    async mfaStatus(jar) {
      return { enabled: Boolean(await verifiedTotp(jar)), recoveryCodesLeft: null };
    },

    async startTotpEnrolment(jar) {
      const supabase = await client(jar);
      if (await verifiedTotp(jar)) return { ok: false, code: "unsupported" };
      // An earlier enrolment left unconfirmed would block a new one with the same name.
      const { data: factors } = await supabase.auth.mfa.listFactors();
      for (const f of factors?.all ?? []) if (f.factor_type === "totp" && f.status === "unverified") await supabase.auth.mfa.unenroll({ factorId: f.id });
      const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tributo Certo" });
      if (error || !data) return { ok: false, code: error ? mapError(error) : "unavailable" };
      return { ok: true, data: { factorId: data.id, uri: data.totp.uri, secret: data.totp.secret } };
    },

    async confirmTotpEnrolment(jar, _userId, factorId, code) {
      const verified = await verifyCode(jar, factorId, code);
      if (!verified.ok) return verified;
      // A change of the sign-in's strength ends the other sessions (one opened by a thief stays open otherwise).
      await (await client(jar)).auth.signOut({ scope: "others" });
      return { ok: true, data: { recoveryCodes: [] } };
    },

    async disableTotp(jar, _userId, code) {
      const factor = await verifiedTotp(jar);
      if (!factor) return { ok: false, code: "invalidCode" };
      // Unenrolling a verified factor needs an aal2 session: the code proves it now.
      const verified = await verifyCode(jar, factor.id, code);
      if (!verified.ok) return verified;
      const supabase = await client(jar);
      const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (error) return { ok: false, code: mapError(error) };
      await supabase.auth.signOut({ scope: "others" });
      return { ok: true, data: undefined };
    },

    async eraseIdentity(userId) {
      // Supabase's own auth tables, through the database connection (no service key is configured): the identity
      // keeps its id for the records that point at it, and loses everything that signs in or identifies.
      const db = await getDb();
      await db.transaction(async (tx) => {
        await tx.execute(sql`update auth.users set email = ${erasedEmail(userId)}, encrypted_password = '',
          phone = null, raw_user_meta_data = '{}'::jsonb, banned_until = 'infinity', updated_at = now() where id = ${userId}`);
        await tx.execute(sql`delete from auth.identities where user_id = ${userId}`);
        await tx.execute(sql`delete from auth.mfa_factors where user_id = ${userId}`);
        await tx.execute(sql`delete from auth.sessions where user_id = ${userId}`);
      });
    },
  };
}
