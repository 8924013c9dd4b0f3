import "server-only";
import type { AuthAdapter, AuthClaims } from "@/lib/auth/types";
import { env } from "@/lib/env";
import { client, mapError } from "./client";

/**
 * The signed-in user's password, checked by a sign-in on a throw-away client (nothing persisted, no cookie written),
 * signed out at once: Supabase Auth has no "check this password" call (its reauthenticate sends a code by e-mail).
 */
export const verifySupabasePassword: AuthAdapter["verifyPassword"] = async (jar, _userId, password) => {
  const { data } = await (await client(jar)).auth.getClaims();
  const email = (data?.claims as AuthClaims | undefined)?.email;
  if (!email) return { ok: false, code: "invalidToken" };
  const { createClient } = await import("@supabase/supabase-js");
  const { NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY } = env();
  const probe = createClient(NEXT_PUBLIC_SUPABASE_URL!, NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const check = await probe.auth.signInWithPassword({ email, password });
  if (check.error) return { ok: false, code: mapError(check.error) };
  await probe.auth.signOut({ scope: "local" });
  return { ok: true, data: undefined };
};
