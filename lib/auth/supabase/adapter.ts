import "server-only";
import type { AuthAdapter, AuthClaims, CookieJar } from "@/lib/auth/types";
import { env } from "@/lib/env";
import { supabaseSecurity } from "./account-security";
import { client, mapError } from "./client";
import { verifySupabasePassword } from "./reauthenticate";
import { isRecoverySession } from "./recovery";
import { isSignedIn, sessionState } from "./session-state";

/*
 * Supabase Auth through @supabase/ssr. Sessions live in Supabase's chunked cookies; claims are verified with
 * getClaims() (JWKS for asymmetric keys, the Auth server otherwise). Only built when the env vars are set.
 */

export function supabaseAuth(): AuthAdapter {
  return {
    kind: "supabase",
    ...supabaseSecurity(),
    verifyPassword: verifySupabasePassword,

    async getClaims(jar) {
      const { data, error } = await (await client(jar)).auth.getClaims();
      if (error || !data?.claims) return null;
      const claims = data.claims as unknown as AuthClaims;
      // A session ended elsewhere is over now, not when its token expires; a password-only session of an account
      // with TOTP is not signed in until the second step (aal2). Both read where the token cannot say (./session-state.ts).
      return isSignedIn(claims, await sessionState(claims)) ? claims : null;
    },

    async refreshSession(jar) {
      // getClaims() refreshes an expired session through the cookie adapter as a side effect.
      return this.getClaims(jar);
    },

    async signInWithPassword(jar, email, password) {
      const { data, error } = await (await client(jar)).auth.signInWithPassword({ email, password });
      if (error || !data.user) return { ok: false, code: error ? mapError(error) : "invalidCredentials" };
      // The factors of the server's own answer (the copy supabase-js keeps in the cookie is the visitor's to edit).
      const secondFactor = (data.user.factors ?? []).some((f) => f.status === "verified");
      return { ok: true, data: { userId: data.user.id, secondFactor } };
    },

    async signUp(jar, input) {
      const { data, error } = await (await client(jar)).auth.signUp({
        email: input.email,
        password: input.password,
        options: { data: input.metadata, emailRedirectTo: `${env().APP_URL}/auth/confirm?next=/dashboard` },
      });
      // The profile trigger refusing the user limit reaches here as a database error ("unavailable"): the sign-up
      // actions tell the two apart (lib/settings/user-limit.ts, signUpFailure).
      if (error || !data.user) return { ok: false, code: error ? mapError(error) : "unavailable" };
      // Supabase answers a repeated sign-up with an obfuscated user without identities.
      if (data.user.identities && data.user.identities.length === 0) return { ok: false, code: "emailInUse" };
      return { ok: true, data: { userId: data.user.id, signedIn: Boolean(data.session) } };
    },

    async signOut(jar) {
      const { error } = await (await client(jar)).auth.signOut({ scope: "local" });
      // Spec: 401/403/404 on sign-out are ignored; the local session is removed anyway.
      if (error && ![401, 403, 404].includes(error.status ?? 0)) throw error;
    },

    async requestPasswordReset(jar, email) {
      const { error } = await (await client(jar)).auth.resetPasswordForEmail(email, {
        redirectTo: `${env().APP_URL}/auth/confirm?next=/reset-password`,
      });
      if (error && mapError(error) === "rateLimited") return { ok: false, code: "rateLimited" };
      return { ok: true, data: undefined };
    },

    async requestEmailChange(jar, _userId, newEmail) {
      // Supabase Auth sends the confirmation (to both addresses with "secure e-mail change") and answers an address
      // in use without saying so to the page; only its rate limit is worth telling.
      const { error } = await (await client(jar)).auth.updateUser({ email: newEmail }, { emailRedirectTo: `${env().APP_URL}/auth/confirm?next=/profile` });
      if (error && mapError(error) === "rateLimited") return { ok: false, code: "rateLimited" };
      return { ok: true, data: undefined };
    },

    async resetPassword(jar, _token, newPassword) {
      const supabase = await client(jar);
      const { data } = await supabase.auth.getClaims();
      const claims = (data?.claims as AuthClaims | undefined) ?? null;
      if (!isRecoverySession(claims) || !claims?.email) return { ok: false, code: "invalidToken" };
      const { error } = await supabase.auth.updateUser({ password: newPassword });
      if (error) return { ok: false, code: mapError(error) === "weakPassword" ? "weakPassword" : "invalidToken" };
      // As with the local adapter: a reset ends every session of the user, the one someone else may hold included.
      // Supabase keeps them (its password update signs out nobody), so they are ended here, then this one.
      await supabase.auth.signOut({ scope: "global" });
      return { ok: true, data: { email: claims.email } };
    },
  };
}

/**
 * Exchanges the e-mail link's token_hash for a session (recovery, sign-up confirmation, e-mail change): "session"
 * when one was opened, "accepted" for the first of the two links of a secure e-mail change (Supabase Auth answers
 * without a session until the other address confirms too), "failed" for a used, expired or unknown link.
 */
export async function verifySupabaseOtp(
  jar: CookieJar,
  tokenHash: string,
  type: "recovery" | "signup" | "email" | "email_change",
): Promise<"session" | "accepted" | "failed"> {
  const { data, error } = await (await client(jar)).auth.verifyOtp({ token_hash: tokenHash, type });
  if (error) return "failed";
  return data.session ? "session" : "accepted";
}
