import "server-only";
import { sql } from "drizzle-orm";
import type { AuthClaims } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionState = {
  /** The token's session still exists: no password change, sign-out elsewhere or 2FA change has ended it. */
  alive: boolean;
  /** The user has a verified factor, so a password-only (aal1) session is not signed in yet. */
  secondFactor: boolean;
};

/**
 * What a verified access token cannot say, read from Supabase Auth's own tables through the app's database
 * connection (the project's `postgres` role reads schema auth; eraseIdentity writes it). Two reasons not to take it
 * from elsewhere: a token signed with the project's asymmetric key is verified without asking the Auth server, so a
 * session ended elsewhere would stay signed in until the token expires (an hour by default); and the factors
 * supabase-js keeps beside the session (`session.user.factors`) sit in a cookie the visitor can rewrite, so a
 * password-only session could drop its own second factor. One query, on the primary keys.
 */
export async function sessionState(claims: AuthClaims): Promise<SessionState> {
  const sessionId = typeof claims.session_id === "string" && UUID.test(claims.session_id) ? claims.session_id : null;
  if (!sessionId || !UUID.test(claims.sub)) return { alive: false, secondFactor: false };
  const db = await getDb();
  const result = await db.execute(sql`
    select exists (select 1 from auth.sessions where id = ${sessionId}::uuid and user_id = ${claims.sub}::uuid) as alive,
           exists (select 1 from auth.mfa_factors where user_id = ${claims.sub}::uuid and status = 'verified') as second_factor`);
  const [row] = rowsOf<{ alive: boolean; second_factor: boolean }>(result);
  return { alive: row?.alive === true, secondFactor: row?.second_factor === true };
}

/** Signed in: the session lives, and it passed the second factor when the user has one. */
export function isSignedIn(claims: AuthClaims, state: SessionState): boolean {
  return state.alive && (claims.aal === "aal2" || !state.secondFactor);
}
