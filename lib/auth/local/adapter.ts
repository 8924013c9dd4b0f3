import "server-only";
import bcrypt from "bcryptjs";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { fitsPasswordBytes } from "@/lib/br/zod";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/handles";
import { countOf, take, type RateLimit } from "@/lib/db/rate-limits";
import { isUserLimitReached } from "@/lib/db/errors";
import { passwordResetEmail, welcomeEmail } from "@/lib/email/templates";
import { sendEmail } from "@/lib/email/send";
import { env, isHttpsApp } from "@/lib/env";
import type { AuthAdapter, AuthClaims, ClientInfo, CookieJar, CookieOptions } from "@/lib/auth/types";
import { authRecoveryTokens, authUsers } from "@/lib/db/schema";
import {
  BCRYPT_COST,
  changeLocalPassword,
  eraseLocalIdentity,
  listLocalSessions,
  revokeLocalSession,
  revokeOtherLocalSessions,
  verifyLocalPassword,
} from "./account-security";
import { requestLocalEmailChange } from "./email-change";
import {
  confirmLocalEnrolment,
  disableLocalTotp,
  hasConfirmedFactor,
  localMfaStatus,
  startLocalEnrolment,
  verifyLocalFactor,
} from "./mfa";
import {
  createSession,
  isSessionActive,
  revokeAllSessions,
  revokeSession,
  revokeSessionsExcept,
  rotateRefreshToken,
} from "./session-store";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  hashToken,
  newOpaqueToken,
  PENDING_FACTOR_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
  signPendingFactor,
  verifyAccessToken,
  verifyPendingFactorToken,
  type TokenSubject,
} from "./tokens";

const ACCESS_COOKIE = "tc-access-token";
const REFRESH_COOKIE = "tc-refresh-token";
// Proof of the password while the sign-in waits for its TOTP code (accounts with two-factor authentication).
const PENDING_FACTOR_COOKIE = "tc-second-factor";
const RECOVERY_TTL_SECONDS = 60 * 60;
// Compared against when the e-mail is unknown, so response time does not reveal which addresses exist.
let dummyHash: string | undefined;
function timingDummyHash() {
  dummyHash ??= bcrypt.hashSync("tributo-certo-timing-guard", BCRYPT_COST);
  return dummyHash;
}

function cookieOptions(maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: isHttpsApp(), maxAge };
}

function clearCookies(jar: CookieJar) {
  jar.set(ACCESS_COOKIE, "", cookieOptions(0));
  jar.set(REFRESH_COOKIE, "", cookieOptions(0));
}

async function writeSession(jar: CookieJar, subject: TokenSubject, refreshToken: string) {
  jar.set(ACCESS_COOKIE, await signAccessToken(subject), cookieOptions(ACCESS_TOKEN_TTL_SECONDS));
  jar.set(REFRESH_COOKIE, refreshToken, cookieOptions(REFRESH_TOKEN_TTL_SECONDS));
}

function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

async function findUserByEmail(email: string) {
  const db = await getDb();
  const [user] = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      hash: authUsers.encryptedPassword,
      meta: authUsers.rawUserMetaData,
    })
    .from(authUsers)
    .where(eq(authUsers.email, normaliseEmail(email)))
    .limit(1);
  return user;
}

async function startSession(
  jar: CookieJar,
  user: { id: string; email: string; meta: Record<string, unknown> },
  client?: ClientInfo,
) {
  const db = await getDb();
  // A sign-in in a browser that already had a session replaces it: the old one would linger in Segurança's list.
  const replaced = await currentSessionId(jar);
  if (replaced) await revokeSession(db, replaced);
  const { sessionId, refreshToken } = await createSession(db, user.id, client?.userAgent ?? null, client?.ip ?? null);
  await db
    .update(authUsers)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(authUsers.id, user.id));
  await writeSession(jar, { userId: user.id, email: user.email, sessionId, userMetadata: user.meta }, refreshToken);
}

/** The session id of this browser's access token (valid or just expired), or null. */
async function currentSessionId(jar: CookieJar): Promise<string | null> {
  const token = jar.get(ACCESS_COOKIE);
  if (!token) return null;
  const verified = await verifyAccessToken(token);
  if (verified.status === "valid") return verified.claims.session_id ?? null;
  return verified.status === "expired" ? (verified.sessionId ?? null) : null;
}

/** Pending second-factor tokens already used to open a session (by token id, for the token's lifetime). */
const SPENT_PENDING_FACTOR: RateLimit = {
  name: "second-factor-token-spent",
  limit: 1,
  windowMs: PENDING_FACTOR_TTL_SECONDS * 1000,
};

async function pendingFactorSpent(tokenId: string): Promise<boolean> {
  return (await countOf(SPENT_PENDING_FACTOR, tokenId)) >= 1;
}

/** Marks the token spent; false when another request spent it first (counted atomically in the shared store). */
async function spendPendingFactor(tokenId: string): Promise<boolean> {
  return (await take(SPENT_PENDING_FACTOR, tokenId)) === 0;
}

/** Every unused recovery link of the user stops working (a new one was asked for, or one was used). */
async function expireRecoveryTokens(db: Db, userId: string) {
  await db
    .update(authRecoveryTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authRecoveryTokens.userId, userId), isNull(authRecoveryTokens.usedAt)));
}

/** The local adapter: bcrypt hashes in auth.users, HS256 access JWT + rotating refresh token in HttpOnly cookies. */
export const localAuth: AuthAdapter = {
  kind: "local",

  async getClaims(jar) {
    const token = jar.get(ACCESS_COOKIE);
    if (!token) return null;
    const verified = await verifyAccessToken(token);
    if (verified.status !== "valid") return null;
    const sessionId = verified.claims.session_id;
    if (!sessionId || !(await isSessionActive(await getDb(), sessionId))) return null;
    return verified.claims;
  },

  async refreshSession(jar) {
    const access = jar.get(ACCESS_COOKIE);
    const refresh = jar.get(REFRESH_COOKIE);
    if (access) {
      const verified = await verifyAccessToken(access);
      if (verified.status === "valid") {
        const sessionId = verified.claims.session_id;
        if (sessionId && (await isSessionActive(await getDb(), sessionId))) return verified.claims;
        clearCookies(jar);
        return null;
      }
      if (verified.status === "invalid") {
        // A forged or corrupted token: never fall back to the refresh token.
        clearCookies(jar);
        return null;
      }
    }
    if (!refresh) return null;
    const rotated = await rotateRefreshToken(await getDb(), refresh);
    if (!rotated) {
      clearCookies(jar);
      return null;
    }
    await writeSession(jar, rotated.subject, rotated.refreshToken);
    const verified = await verifyAccessToken(jar.get(ACCESS_COOKIE) ?? "");
    return verified.status === "valid" ? verified.claims : null;
  },

  async signInWithPassword(jar, email, password, client) {
    const user = await findUserByEmail(email);
    const matches = await bcrypt.compare(password, user?.hash ?? timingDummyHash());
    // bcrypt compared only the first 72 bytes: a longer password is never the one that was set (the forms refuse it).
    if (!user || !user.hash || !matches || !fitsPasswordBytes(password))
      return { ok: false, code: "invalidCredentials" };
    if (await hasConfirmedFactor(await getDb(), user.id)) {
      jar.set(PENDING_FACTOR_COOKIE, await signPendingFactor(user.id), cookieOptions(PENDING_FACTOR_TTL_SECONDS));
      return { ok: true, data: { userId: user.id, secondFactor: true } };
    }
    await startSession(jar, user, client);
    return { ok: true, data: { userId: user.id, secondFactor: false } };
  },

  async pendingSecondFactor(jar) {
    const token = jar.get(PENDING_FACTOR_COOKIE);
    const pending = token ? await verifyPendingFactorToken(token) : null;
    return pending && !(await pendingFactorSpent(pending.tokenId)) ? pending.userId : null;
  },

  async verifySecondFactor(jar, code, client) {
    const token = jar.get(PENDING_FACTOR_COOKIE);
    const pending = token ? await verifyPendingFactorToken(token) : null;
    if (!pending || (await pendingFactorSpent(pending.tokenId))) return { ok: false, code: "invalidToken" };
    const { userId } = pending;
    if (!(await verifyLocalFactor(userId, code))) return { ok: false, code: "invalidCode" };
    // Single use: the first right code spends the token, so a copy of the cookie opens no second session.
    if (!(await spendPendingFactor(pending.tokenId))) return { ok: false, code: "invalidToken" };
    const db = await getDb();
    const [user] = await db
      .select({ id: authUsers.id, email: authUsers.email, meta: authUsers.rawUserMetaData })
      .from(authUsers)
      .where(eq(authUsers.id, userId));
    if (!user) return { ok: false, code: "invalidToken" };
    jar.set(PENDING_FACTOR_COOKIE, "", cookieOptions(0));
    await startSession(jar, user, client);
    return { ok: true, data: { userId } };
  },

  verifyPassword(_jar, userId, password) {
    return verifyLocalPassword(userId, password);
  },

  async changePassword(jar, userId, currentPassword, newPassword) {
    return changeLocalPassword(userId, await currentSessionId(jar), currentPassword, newPassword);
  },

  async listSessions(jar, userId) {
    return listLocalSessions(userId, await currentSessionId(jar));
  },

  async revokeSession(_jar, userId, sessionId) {
    return revokeLocalSession(userId, sessionId);
  },

  async revokeOtherSessions(jar, userId) {
    return revokeOtherLocalSessions(userId, await currentSessionId(jar));
  },

  mfaStatus(_jar, userId) {
    return localMfaStatus(userId);
  },

  startTotpEnrolment(_jar, userId, email) {
    return startLocalEnrolment(userId, email);
  },

  // Turning 2FA on or off ends the user's other sessions: one opened by someone else (before 2FA, or the session
  // that turned it off) does not outlive the change.
  async confirmTotpEnrolment(jar, userId, _factorId, code) {
    const result = await confirmLocalEnrolment(userId, code);
    if (result.ok) await revokeSessionsExcept(await getDb(), userId, await currentSessionId(jar));
    return result;
  },

  async disableTotp(jar, userId, code) {
    const result = await disableLocalTotp(userId, code);
    if (result.ok) await revokeSessionsExcept(await getDb(), userId, await currentSessionId(jar));
    return result;
  },

  eraseIdentity(userId) {
    return eraseLocalIdentity(userId);
  },

  async signUp(jar, input) {
    const db = await getDb();
    const hash = await bcrypt.hash(input.password, BCRYPT_COST);
    let inserted;
    try {
      inserted = await db
        .insert(authUsers)
        .values({
          email: normaliseEmail(input.email),
          encryptedPassword: hash,
          // The local adapter confirms at once (like a Supabase project with e-mail confirmation off).
          emailConfirmedAt: sql`now()`,
          rawUserMetaData: input.metadata,
        })
        .onConflictDoNothing()
        .returning({ id: authUsers.id, email: authUsers.email, meta: authUsers.rawUserMetaData });
    } catch (error) {
      // The profile trigger counted the accounts at the admin's limit (a sign-up that raced the actions' check).
      if (isUserLimitReached(error)) return { ok: false, code: "userLimitReached" };
      throw error;
    }
    const user = inserted[0];
    if (!user) return { ok: false, code: "emailInUse" };
    await sendEmail(welcomeEmail(user.email, input.metadata.name, `${env().APP_URL}/login`));
    await startSession(jar, user);
    return { ok: true, data: { userId: user.id, signedIn: true } };
  },

  async signOut(jar) {
    const token = jar.get(ACCESS_COOKIE);
    try {
      if (token) {
        const verified = await verifyAccessToken(token);
        const sessionId =
          verified.status === "valid"
            ? verified.claims.session_id
            : verified.status === "expired"
              ? verified.sessionId
              : undefined;
        if (sessionId) await revokeSession(await getDb(), sessionId);
      }
    } finally {
      // Signed out in this browser even when the database is down and the revoke could not be recorded.
      clearCookies(jar);
    }
  },

  async requestPasswordReset(_jar, email) {
    const user = await findUserByEmail(email);
    if (!user) return { ok: true, data: undefined };
    const token = newOpaqueToken();
    // A new link leaves the earlier ones working until they expire (an hour) or one of them is used, which ends all
    // of them: a stranger asking for the owner's e-mail must not void the link the owner is about to click. How many
    // are sent is capped per account (lib/account/password-recovery.ts).
    await (await getDb()).insert(authRecoveryTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: sql`now() + make_interval(secs => ${RECOVERY_TTL_SECONDS})`,
    });
    const name = typeof user.meta.name === "string" ? user.meta.name : user.email;
    const link = `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await sendEmail(passwordResetEmail(user.email, name, link));
    return { ok: true, data: undefined };
  },

  requestEmailChange(_jar, userId, newEmail) {
    return requestLocalEmailChange(userId, newEmail);
  },

  async resetPassword(jar, token, newPassword) {
    if (!token) return { ok: false, code: "invalidToken" };
    const db = await getDb();
    const hash = await bcrypt.hash(newPassword, BCRYPT_COST);
    const reset = await db.transaction(async (tx) => {
      const [used] = await tx
        .update(authRecoveryTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(authRecoveryTokens.tokenHash, hashToken(token)),
            isNull(authRecoveryTokens.usedAt),
            gt(authRecoveryTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: authRecoveryTokens.userId });
      if (!used) return null;
      const [user] = await tx
        .update(authUsers)
        .set({ encryptedPassword: hash, updatedAt: sql`now()` })
        .where(eq(authUsers.id, used.userId))
        .returning({ email: authUsers.email });
      await revokeAllSessions(tx, used.userId);
      await expireRecoveryTokens(tx, used.userId);
      return user ?? null;
    });
    if (!reset) return { ok: false, code: "invalidToken" };
    clearCookies(jar);
    return { ok: true, data: { email: reset.email } };
  },
};

export type { AuthClaims };
