/**
 * The signed-in routes of the Supabase Auth double: GET and PUT /user, POST /logout with its scopes, and the TOTP
 * factors (enrol, challenge, verify, unenrol), as Supabase Auth's user.go, logout.go and mfa.go behave.
 */
import { randomUUID } from "node:crypto";
import QRCode from "qrcode";
import * as OTPAuth from "otpauth";
import { sendEmailToken } from "./account-routes";
import {
  ApiError,
  checkEmailFrequency,
  checkPassword,
  str,
  tokenResponse,
  type Caller,
  type Ctx,
  type Reply,
  type Request,
} from "./context";
import {
  addAmr,
  deleteSessions,
  hashPassword,
  issueRefreshToken,
  passwordMatches,
  sessionById,
  userByEmail,
  userById,
  userJson,
} from "./store";

type UserRoute = (ctx: Ctx, req: Request, caller: Caller) => Promise<Reply>;

const hasVerifiedFactor = async (ctx: Ctx, userId: string) =>
  ctx.store.tx(
    async (sql) =>
      (await sql`select 1 from auth.mfa_factors where user_id = ${userId} and status = 'verified'`).length > 0,
  );

const getUser: UserRoute = async (ctx, _req, { user }) => ({
  status: 200,
  body: await ctx.store.tx((sql) => userJson(sql, user)),
});

const updateUser: UserRoute = async (ctx, req, { user, session }) => {
  const password = typeof req.body.password === "string" ? req.body.password : undefined;
  const email = str(req.body.email).trim().toLowerCase();
  const changingEmail = email !== "" && email !== user.email;
  if ((password || changingEmail) && session?.aal !== "aal2" && (await hasVerifiedFactor(ctx, user.id)))
    throw new ApiError(
      401,
      "insufficient_aal",
      "AAL2 session is required to update email or password when MFA is enabled.",
    );
  if (password !== undefined) checkPassword(ctx, password);
  return ctx.store.tx(async (sql) => {
    if (password !== undefined) {
      if (await passwordMatches(user, password))
        throw new ApiError(422, "same_password", "New password should be different from the old password.");
      await sql`update auth.users set encrypted_password = ${await hashPassword(password)}, confirmation_token = '',
                  recovery_token = '', email_change_token_new = '', email_change_token_current = '',
                  reauthentication_token = '', updated_at = now() where id = ${user.id}`;
      await sql`delete from auth.one_time_tokens where user_id = ${user.id}`;
      // A new password ends every other session (and every session, for a token without one).
      await deleteSessions(sql, user.id, "others", session?.id);
    }
    if (req.body.data && typeof req.body.data === "object")
      await sql`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${sql.json(req.body.data as never)},
                  updated_at = now() where id = ${user.id}`;
    if (changingEmail) {
      const other = await userByEmail(sql, email);
      if (other && other.id !== user.id)
        throw new ApiError(422, "email_exists", "A user with this email address has already been registered");
      checkEmailFrequency(ctx, user.email_change_sent_at);
      await sql`update auth.users set email_change = ${email}, email_change_confirm_status = 0 where id = ${user.id}`;
      await sendEmailToken(ctx, sql, user, "email_change_new", email);
      if (ctx.settings.secureEmailChange) await sendEmailToken(ctx, sql, user, "email_change_current", user.email);
    }
    return { status: 200, body: await userJson(sql, (await userById(sql, user.id))!) };
  });
};

const logout: UserRoute = async (ctx, req, { user, session }) => {
  const scope = req.query.get("scope") ?? "global";
  if (!["global", "local", "others"].includes(scope))
    throw new ApiError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
  await ctx.store.tx((sql) => deleteSessions(sql, user.id, scope as "global", session?.id));
  return { status: 204 };
};

const enrolFactor: UserRoute = async (ctx, req, { user, session }) => {
  if (str(req.body.factor_type) !== "totp")
    throw new ApiError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
  const friendlyName = str(req.body.friendly_name);
  const issuer = str(req.body.issuer) || new URL(ctx.siteUrl).hostname;
  return ctx.store.tx(async (sql) => {
    // Unverified factors expire (as the server's factor expiry does) before the checks below count them.
    await sql`delete from auth.mfa_factors where user_id = ${user.id} and status = 'unverified'
                and created_at < now() - interval '300 seconds'`;
    const factors = await sql<{ friendly_name: string; status: string }[]>`
      select friendly_name, status from auth.mfa_factors where user_id = ${user.id}`;
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName))
      throw new ApiError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    if (factors.some((f) => f.status === "verified") && session?.aal !== "aal2")
      throw new ApiError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const uri = new OTPAuth.TOTP({ issuer, label: user.email, secret }).toString();
    const id = randomUUID();
    await sql`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
              values (${id}, ${user.id}, ${friendlyName}, 'totp', 'unverified', now(), now(), ${secret})`;
    const qr = await QRCode.toString(uri, { type: "svg" });
    return { status: 200, body: { id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } } };
  });
};

async function ownFactor(ctx: Ctx, userId: string, factorId: string) {
  return ctx.store.tx(async (sql) => {
    const [factor] = await sql<{ id: string; status: string; secret: string }[]>`
      select id, status, secret from auth.mfa_factors where id = ${factorId} and user_id = ${userId}`;
    if (!factor) throw new ApiError(404, "mfa_factor_not_found", "Factor not found");
    return factor;
  });
}

const challengeFactor: UserRoute = async (ctx, req, { user }) => {
  const factor = await ownFactor(ctx, user.id, req.path.split("/")[2]);
  return ctx.store.tx(async (sql) => {
    const [challenge] = await sql<{ id: string; created_at: Date }[]>`
      insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values (${randomUUID()}, ${factor.id}, now(), ${req.ip})
      returning id, created_at`;
    await sql`update auth.mfa_factors set last_challenged_at = now() where id = ${factor.id}`;
    const expiresAt = Math.floor(challenge.created_at.getTime() / 1000) + ctx.settings.mfaChallengeExpirySeconds;
    return { status: 200, body: { id: challenge.id, type: "totp", expires_at: expiresAt } };
  });
};

const verifyFactor: UserRoute = async (ctx, req, { user, session }) => {
  const factor = await ownFactor(ctx, user.id, req.path.split("/")[2]);
  const code = str(req.body.code);
  if (!code) throw new ApiError(400, "validation_failed", "Code needs to be non-empty");
  return ctx.store.tx(async (sql) => {
    const [challenge] = await sql<{ id: string; created_at: Date; verified_at: Date | null }[]>`
      select id, created_at, verified_at from auth.mfa_challenges where id = ${str(req.body.challenge_id)} and factor_id = ${factor.id}`;
    if (!challenge || challenge.verified_at)
      throw new ApiError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    if (Date.now() - challenge.created_at.getTime() > ctx.settings.mfaChallengeExpirySeconds * 1000)
      throw new ApiError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    // Six digits, 30-second steps, one step of drift either way (the server's own TOTP settings).
    if (new OTPAuth.TOTP({ secret: factor.secret }).validate({ token: code, window: 1 }) === null)
      throw new ApiError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    if (!session) throw new ApiError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    await sql`update auth.mfa_challenges set verified_at = now() where id = ${challenge.id}`;
    await sql`update auth.mfa_factors set status = 'verified', updated_at = now() where id = ${factor.id}`;
    await sql`update auth.sessions set aal = 'aal2', factor_id = ${factor.id}, updated_at = now() where id = ${session.id}`;
    await addAmr(sql, session.id, "totp");
    // Sessions below aal2 end (another browser's password-only session among them); unverified factors go.
    await sql`delete from auth.sessions where user_id = ${user.id} and aal < 'aal2'`;
    await sql`delete from auth.mfa_factors where user_id = ${user.id} and status = 'unverified'`;
    await sql`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = ${session.id} and not revoked`;
    const upgraded = (await sessionById(sql, session.id))!;
    const refreshToken = await issueRefreshToken(sql, upgraded, null);
    return {
      status: 200,
      body: await tokenResponse(ctx, sql, (await userById(sql, user.id))!, upgraded, refreshToken),
    };
  });
};

const unenrolFactor: UserRoute = async (ctx, req, { user, session }) => {
  const factor = await ownFactor(ctx, user.id, req.path.split("/")[2]);
  if (factor.status === "verified" && session?.aal !== "aal2")
    throw new ApiError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
  await ctx.store.tx(async (sql) => {
    // The sessions that factor raised fall back to aal1 (their tokens say so from their next refresh).
    const raised = await sql<{ id: string }[]>`select id from auth.sessions where factor_id = ${factor.id}`;
    for (const { id } of raised)
      await sql`delete from auth.mfa_amr_claims where session_id = ${id} and authentication_method = 'totp'`;
    await sql`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = ${factor.id}`;
    await sql`delete from auth.mfa_factors where id = ${factor.id}`;
  });
  return { status: 200, body: { id: factor.id } };
};

/** Routes by method and path pattern (`:id` is one path segment). */
export const userRoutes: [string, RegExp, UserRoute][] = [
  ["GET", /^\/user$/, getUser],
  ["PUT", /^\/user$/, updateUser],
  ["POST", /^\/logout$/, logout],
  ["POST", /^\/factors$/, enrolFactor],
  ["POST", /^\/factors\/[^/]+\/challenge$/, challengeFactor],
  ["POST", /^\/factors\/[^/]+\/verify$/, verifyFactor],
  ["DELETE", /^\/factors\/[^/]+$/, unenrolFactor],
];
