/**
 * Sign-up, sign-in (password grant), refresh, e-mail links (recover, verify) and the admin's user creation of the
 * Supabase Auth double: the behaviour documented by Supabase Auth's OpenAPI document and handlers (signup.go,
 * token.go, tokens/service.go, recover.go, verify.go), reduced to e-mail accounts.
 */
import { randomUUID } from "node:crypto";
import {
  ApiError,
  checkEmailFrequency,
  checkPassword,
  isExpired,
  str,
  tokenResponse,
  userAgentOf,
  type Ctx,
  type Reply,
  type Request,
} from "./context";
import {
  activeRefreshToken,
  insertUser,
  isBanned,
  issueRefreshToken,
  openSession,
  passwordMatches,
  refreshTokenRow,
  sessionById,
  userByEmail,
  userById,
  userJson,
  type Sql,
  type UserRow,
} from "./store";
import { emailTokenHash, newEmailOtp } from "./tokens";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailOf(body: Record<string, unknown>): string {
  const email = str(body.email).trim().toLowerCase();
  if (!EMAIL.test(email))
    throw new ApiError(400, "validation_failed", "Unable to validate email address: invalid format");
  return email;
}

/** Writes a fresh e-mail token into the user's column and one_time_tokens, and mails the link. */
export async function sendEmailToken(
  ctx: Ctx,
  sql: Sql,
  user: UserRow,
  kind: "confirmation" | "recovery" | "email_change_new" | "email_change_current",
  to: string,
): Promise<void> {
  ctx.limitEmail();
  const otp = newEmailOtp();
  const hash = emailTokenHash(to, otp);
  if (kind === "confirmation")
    await sql`update auth.users set confirmation_token = ${hash}, confirmation_sent_at = now() where id = ${user.id}`;
  else if (kind === "recovery")
    await sql`update auth.users set recovery_token = ${hash}, recovery_sent_at = now() where id = ${user.id}`;
  else if (kind === "email_change_new")
    await sql`update auth.users set email_change_token_new = ${hash}, email_change_sent_at = now() where id = ${user.id}`;
  else
    await sql`update auth.users set email_change_token_current = ${hash}, email_change_sent_at = now() where id = ${user.id}`;
  const tokenType =
    kind === "confirmation"
      ? "confirmation_token"
      : kind === "recovery"
        ? "recovery_token"
        : `${kind.replace("email_change_", "email_change_token_")}`;
  await sql`
    insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
    values (${randomUUID()}, ${user.id}, ${tokenType}, ${hash}, ${to})
    on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
      updated_at = now()`;
  ctx.mailer.send(
    to,
    kind === "email_change_new" || kind === "email_change_current" ? "email_change" : kind,
    otp,
    hash,
  );
}

async function signup(ctx: Ctx, req: Request): Promise<Reply> {
  ctx.limit("signInsSignUps", req.ip);
  const email = emailOf(req.body);
  const password = str(req.body.password);
  checkPassword(ctx, password);
  const metadata = (req.body.data && typeof req.body.data === "object" ? req.body.data : {}) as Record<string, unknown>;
  return ctx.store.tx(async (sql) => {
    let user = await userByEmail(sql, email);
    if (user?.email_confirmed_at) {
      if (!ctx.settings.confirmEmail) throw new ApiError(422, "user_already_exists", "User already registered");
      // An address with an account is answered like a new one: a made-up user without identities.
      const now = new Date();
      return {
        status: 200,
        body: {
          id: randomUUID(),
          aud: "authenticated",
          role: "authenticated",
          email,
          phone: "",
          confirmation_sent_at: now,
          app_metadata: { provider: "email", providers: ["email"] },
          user_metadata: metadata,
          identities: [],
          created_at: now,
          updated_at: now,
          is_anonymous: false,
        },
      };
    }
    if (!user) {
      try {
        user = await insertUser(sql, { email, password, metadata, confirmed: !ctx.settings.confirmEmail });
      } catch (error) {
        // A trigger on auth.users refusing the row (our user limit): Supabase Auth answers a 500 without details.
        throw new ApiError(500, "unexpected_failure", "Database error saving new user", { cause: String(error) });
      }
    }
    if (!ctx.settings.confirmEmail) {
      const { session, refreshToken } = await openSession(sql, user, "password", {
        userAgent: userAgentOf(req),
        ip: req.ip,
      });
      return {
        status: 200,
        body: await tokenResponse(ctx, sql, (await userById(sql, user.id))!, session, refreshToken),
      };
    }
    checkEmailFrequency(ctx, user.confirmation_sent_at);
    await sendEmailToken(ctx, sql, user, "confirmation", email);
    return { status: 200, body: await userJson(sql, (await userById(sql, user.id))!) };
  });
}

async function passwordGrant(ctx: Ctx, req: Request): Promise<Reply> {
  ctx.limit("signInsSignUps", req.ip);
  const email = str(req.body.email).trim().toLowerCase();
  const password = str(req.body.password);
  if (!email || !password) throw new ApiError(400, "validation_failed", "missing email or phone");
  return ctx.store.tx(async (sql) => {
    const user = await userByEmail(sql, email);
    if (!user || !(await passwordMatches(user, password)))
      throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
    if (isBanned(user)) throw new ApiError(400, "user_banned", "User is banned");
    if (!user.email_confirmed_at) throw new ApiError(400, "email_not_confirmed", "Email not confirmed");
    const { session, refreshToken } = await openSession(sql, user, "password", {
      userAgent: userAgentOf(req),
      ip: req.ip,
    });
    return { status: 200, body: await tokenResponse(ctx, sql, (await userById(sql, user.id))!, session, refreshToken) };
  });
}

async function refreshGrant(ctx: Ctx, req: Request): Promise<Reply> {
  ctx.limit("tokenRefreshes", req.ip);
  const given = str(req.body.refresh_token);
  if (!given) throw new ApiError(400, "validation_failed", "Refresh token is not valid");
  const outcome = await ctx.store.tx(async (sql) => {
    const row = await refreshTokenRow(sql, given);
    if (!row) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    const session = await sessionById(sql, row.session_id);
    if (!session) throw new ApiError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
    const user = (await userById(sql, session.user_id))!;
    if (isBanned(user)) throw new ApiError(400, "user_banned", "Invalid Refresh Token: User Banned");
    let issued: string;
    if (row.revoked) {
      const active = await activeRefreshToken(sql, session.id);
      const withinReuse = Date.now() - row.updated_at.getTime() <= ctx.settings.refreshReuseIntervalSeconds * 1000;
      // The client lost the answer of its refresh: the token it would have got is handed out again.
      if (active && active.parent === row.token) issued = active.token;
      else if (withinReuse) issued = await issueRefreshToken(sql, session, row.token);
      else {
        // A used token again, later: taken for a stolen one, the whole family ends.
        await sql`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = ${session.id}`;
        return new ApiError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
    } else {
      await sql`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${row.token}`;
      issued = await issueRefreshToken(sql, session, row.token);
    }
    await sql`update auth.sessions set refreshed_at = now(), updated_at = now() where id = ${session.id}`;
    return tokenResponse(ctx, sql, user, session, issued);
  });
  // The family's revocation is committed before the refusal is answered.
  if (outcome instanceof ApiError) throw outcome;
  return { status: 200, body: outcome };
}

async function token(ctx: Ctx, req: Request): Promise<Reply> {
  const grant = req.query.get("grant_type");
  if (grant === "password") return passwordGrant(ctx, req);
  if (grant === "refresh_token") return refreshGrant(ctx, req);
  throw new ApiError(400, "invalid_credentials", "unsupported_grant_type");
}

async function recover(ctx: Ctx, req: Request): Promise<Reply> {
  const email = emailOf(req.body);
  await ctx.store.tx(async (sql) => {
    const user = await userByEmail(sql, email);
    // The same answer whether or not the address has an account.
    if (!user) return;
    checkEmailFrequency(ctx, user.recovery_sent_at);
    await sendEmailToken(ctx, sql, user, "recovery", email);
  });
  return { status: 200, body: {} };
}

const LINK_EXPIRED = () => new ApiError(403, "otp_expired", "Email link is invalid or has expired");

async function verify(ctx: Ctx, req: Request): Promise<Reply> {
  ctx.limit("tokenVerifications", req.ip);
  const type = str(req.body.type);
  const hash = str(req.body.token_hash);
  if (!hash) throw new ApiError(400, "validation_failed", "Verify requires either a token or a token hash");
  return ctx.store.tx(async (sql) => {
    const [user] =
      type === "email"
        ? await sql<UserRow[]>`select * from auth.users where confirmation_token = ${hash} or recovery_token = ${hash}`
        : type === "signup"
          ? await sql<UserRow[]>`select * from auth.users where confirmation_token = ${hash}`
          : type === "recovery" || type === "magiclink"
            ? await sql<UserRow[]>`select * from auth.users where recovery_token = ${hash}`
            : type === "email_change"
              ? await sql<UserRow[]>`select * from auth.users
                   where email_change_token_new = ${hash} or email_change_token_current = ${hash}`
              : [];
    if (!["email", "signup", "recovery", "magiclink", "email_change"].includes(type))
      throw new ApiError(400, "validation_failed", "Invalid email verification type");
    if (!user) throw LINK_EXPIRED();
    if (isBanned(user)) throw new ApiError(403, "user_banned", "User is banned");
    const recovery = user.recovery_token === hash;
    const sentAt =
      type === "email_change"
        ? user.email_change_sent_at
        : recovery
          ? user.recovery_sent_at
          : user.confirmation_sent_at;
    if (isExpired(ctx, sentAt)) throw LINK_EXPIRED();

    if (type === "email_change") {
      const outcome = await confirmEmailChange(ctx, sql, user, hash);
      if (outcome === "one of two")
        return {
          status: 200,
          body: {
            msg: "Confirmation link accepted. Please proceed to confirm link sent to the other email",
            code: "200",
          },
        };
    } else if (recovery) {
      await sql`update auth.users set recovery_token = '', recovery_sent_at = null,
                  email_confirmed_at = coalesce(email_confirmed_at, now()) where id = ${user.id}`;
      await sql`delete from auth.one_time_tokens where user_id = ${user.id} and token_type = 'recovery_token'`;
    } else {
      await sql`update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now())
                 where id = ${user.id}`;
      await sql`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
                 where user_id = ${user.id} and provider = 'email'`;
      await sql`delete from auth.one_time_tokens where user_id = ${user.id} and token_type = 'confirmation_token'`;
    }
    const fresh = (await userById(sql, user.id))!;
    const { session, refreshToken } = await openSession(sql, fresh, "otp", { userAgent: userAgentOf(req), ip: req.ip });
    return { status: 200, body: await tokenResponse(ctx, sql, fresh, session, refreshToken) };
  });
}

/** One link of a secure change clicked ("one of two"), or the change applied ("changed"). */
async function confirmEmailChange(ctx: Ctx, sql: Sql, user: UserRow, hash: string): Promise<"one of two" | "changed"> {
  const current = user.email_change_token_current === hash;
  if (ctx.settings.secureEmailChange && user.email_change_confirm_status === 0) {
    await sql`update auth.users set email_change_confirm_status = 1,
                email_change_token_current = ${current ? "" : user.email_change_token_current},
                email_change_token_new = ${current ? user.email_change_token_new : ""} where id = ${user.id}`;
    await sql`delete from auth.one_time_tokens
               where user_id = ${user.id} and token_type = ${current ? "email_change_token_current" : "email_change_token_new"}`;
    return "one of two";
  }
  await sql`update auth.users set email = email_change, email_change = '', email_change_token_new = '',
              email_change_token_current = '', email_change_confirm_status = 0, email_change_sent_at = null,
              email_confirmed_at = now(), updated_at = now() where id = ${user.id}`;
  await sql`update auth.identities set identity_data = identity_data || ${sql.json({ email: user.email_change, email_verified: true })}
             where user_id = ${user.id} and provider = 'email'`;
  await sql`delete from auth.one_time_tokens where user_id = ${user.id} and token_type::text like 'email_change%'`;
  return "changed";
}

/** POST /admin/users (service key): an account made by the operator, confirmed at once when asked. */
async function adminCreateUser(ctx: Ctx, req: Request): Promise<Reply> {
  const email = emailOf(req.body);
  const password = str(req.body.password);
  checkPassword(ctx, password);
  const metadata = (req.body.user_metadata ?? {}) as Record<string, unknown>;
  return ctx.store.tx(async (sql) => {
    if (await userByEmail(sql, email))
      throw new ApiError(422, "email_exists", "A user with this email address has already been registered");
    const user = await insertUser(sql, { email, password, metadata, confirmed: req.body.email_confirm === true });
    return { status: 200, body: await userJson(sql, user) };
  });
}

export const accountRoutes: Record<string, (ctx: Ctx, req: Request) => Promise<Reply>> = {
  "POST /signup": signup,
  "POST /token": token,
  "POST /recover": recover,
  "POST /verify": verify,
  "POST /admin/users": adminCreateUser,
};
