/**
 * The Supabase Auth double's database side: users, identities, sessions, refresh tokens and MFA rows in schema auth
 * of the project's database (platform.sql), written as Supabase Auth writes them: connected as its own role
 * (supabase_auth_admin, search_path auth), so our triggers on auth.users run as they do on a real project.
 */
import bcrypt from "bcryptjs";
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { newRefreshToken, type AmrEntry } from "./tokens";

export type Sql = postgres.TransactionSql;

export type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string;
  confirmation_sent_at: Date | null;
  recovery_token: string;
  recovery_sent_at: Date | null;
  email_change: string;
  email_change_token_new: string;
  email_change_token_current: string;
  email_change_confirm_status: number;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
};

export type SessionRow = { id: string; user_id: string; aal: "aal1" | "aal2"; factor_id: string | null };

/** Supabase Auth's bcrypt cost. */
const BCRYPT_COST = 10;

export type Store = {
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export function createStore(databaseUrl: string): Store {
  const client = postgres(databaseUrl, { max: 4, onnotice: () => {} });
  return {
    async tx(fn) {
      return (await client.begin(async (sql) => {
        await sql`set local role supabase_auth_admin`;
        await sql`set local search_path = auth`;
        return fn(sql);
      })) as Awaited<ReturnType<typeof fn>>;
    },
    close: () => client.end(),
  };
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function passwordMatches(user: UserRow, password: string): Promise<boolean> {
  return Boolean(user.encrypted_password) && bcrypt.compare(password, user.encrypted_password!);
}

export async function userByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const [user] = await sql<
    UserRow[]
  >`select * from auth.users where email = ${email.toLowerCase()} and not is_sso_user`;
  return user;
}

export async function userById(sql: Sql, id: string): Promise<UserRow | undefined> {
  const [user] = await sql<UserRow[]>`select * from auth.users where id = ${id}`;
  return user;
}

export const isBanned = (user: UserRow) => user.banned_until !== null && user.banned_until.getTime() > Date.now();

/** A new user with its e-mail identity; the insert fires the project's triggers (our profile trigger among them). */
export async function insertUser(
  sql: Sql,
  input: { email: string; password: string; metadata: Record<string, unknown>; confirmed: boolean },
): Promise<UserRow> {
  const id = randomUUID();
  const [user] = await sql<UserRow[]>`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${input.email},
            ${await hashPassword(input.password)}, ${input.confirmed ? sql`now()` : null},
            ${sql.json({ provider: "email", providers: ["email"] })}, ${sql.json(input.metadata as postgres.JSONValue)},
            false, now(), now())
    returning *`;
  const identity = { sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  await sql`
    insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
    values (${id}, ${id}, ${sql.json({ ...input.metadata, ...identity } as postgres.JSONValue)}, 'email', now(), now())`;
  return user;
}

export async function identitiesOf(sql: Sql, userId: string) {
  return sql`select id as identity_id, provider_id as id, user_id, identity_data, provider, last_sign_in_at,
                    created_at, updated_at, email from auth.identities where user_id = ${userId}`;
}

export async function factorsOf(sql: Sql, userId: string) {
  return sql`select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
               from auth.mfa_factors where user_id = ${userId} order by created_at`;
}

/** The user as Supabase Auth answers it (UserSchema of its OpenAPI document). */
export async function userJson(sql: Sql, user: UserRow): Promise<Record<string, unknown>> {
  const factors = await factorsOf(sql, user.id);
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: "",
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: user.email_confirmed_at ?? undefined,
    recovery_sent_at: user.recovery_sent_at ?? undefined,
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change_sent_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: await identitiesOf(sql, user.id),
    ...(factors.length ? { factors } : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

export async function sessionById(sql: Sql, id: string): Promise<SessionRow | undefined> {
  const [session] = await sql<SessionRow[]>`select id, user_id, aal, factor_id from auth.sessions where id = ${id}`;
  return session;
}

export async function amrOf(sql: Sql, sessionId: string): Promise<AmrEntry[]> {
  const rows = await sql<{ method: string; at: Date }[]>`
    select authentication_method as method, updated_at as at from auth.mfa_amr_claims
     where session_id = ${sessionId} order by updated_at desc`;
  return rows.map((r) => ({ method: r.method, timestamp: Math.floor(r.at.getTime() / 1000) }));
}

export async function addAmr(sql: Sql, sessionId: string, method: string): Promise<void> {
  await sql`
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${randomUUID()}, ${sessionId}, now(), now(), ${method})
    on conflict (session_id, authentication_method) do update set updated_at = now()`;
}

/** A new session (aal1) opened by `method`, with its first refresh token. */
export async function openSession(
  sql: Sql,
  user: UserRow,
  method: string,
  client: { userAgent: string | null; ip: string | null },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const [session] = await sql<SessionRow[]>`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    values (${randomUUID()}, ${user.id}, now(), now(), 'aal1', ${client.userAgent}, ${client.ip})
    returning id, user_id, aal, factor_id`;
  await addAmr(sql, session.id, method);
  await sql`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${user.id}`;
  await sql`update auth.identities set last_sign_in_at = now() where user_id = ${user.id} and provider = 'email'`;
  return { session, refreshToken: await issueRefreshToken(sql, session, null) };
}

export async function issueRefreshToken(sql: Sql, session: SessionRow, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await sql`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values ('00000000-0000-0000-0000-000000000000', ${token}, ${session.user_id}, false, now(), now(), ${parent},
            ${session.id})`;
  return token;
}

export type RefreshTokenRow = {
  token: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
};

export async function refreshTokenRow(sql: Sql, token: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await sql<RefreshTokenRow[]>`
    select token, revoked, updated_at, parent, session_id from auth.refresh_tokens where token = ${token} for update`;
  return row;
}

/** The session's refresh token not yet used, if any. */
export async function activeRefreshToken(sql: Sql, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await sql<RefreshTokenRow[]>`
    select token, revoked, updated_at, parent, session_id from auth.refresh_tokens
     where session_id = ${sessionId} and not revoked order by id desc limit 1`;
  return row;
}

/** Logout scopes: every session of the user, one session, or all but one. Refresh tokens go with them (cascade). */
export async function deleteSessions(
  sql: Sql,
  userId: string,
  scope: "global" | "local" | "others",
  sessionId?: string,
) {
  if (scope === "global" || !sessionId) await sql`delete from auth.sessions where user_id = ${userId}`;
  else if (scope === "local") await sql`delete from auth.sessions where id = ${sessionId}`;
  else await sql`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId}`;
}
