import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { authRefreshTokens, authSessions, authUsers } from "@/lib/db/schema";
import { hashToken, newOpaqueToken, REFRESH_TOKEN_TTL_SECONDS, type TokenSubject } from "./tokens";

/*
 * Sessions and rotating refresh tokens of the local adapter. This module plays the part Supabase Auth's own
 * server plays in production: it reads and writes the `auth` schema through the owner connection.
 */

export async function createSession(db: Db, userId: string, userAgent: string | null, ip: string | null = null) {
  const [session] = await db
    .insert(authSessions)
    .values({ userId, userAgent: userAgent?.slice(0, 512) ?? null, ip, lastUsedAt: sql`now()` })
    .returning({ id: authSessions.id });
  const refreshToken = await issueRefreshToken(db, userId, session.id, null);
  return { sessionId: session.id, refreshToken };
}

async function issueRefreshToken(db: Db, userId: string, sessionId: string, parentHash: string | null) {
  const token = newOpaqueToken();
  await db.insert(authRefreshTokens).values({
    tokenHash: hashToken(token),
    sessionId,
    userId,
    parentHash,
    expiresAt: sql`now() + make_interval(secs => ${REFRESH_TOKEN_TTL_SECONDS})`,
  });
  return token;
}

export type RotationResult = { subject: TokenSubject; refreshToken: string } | null;

/** A rotated token presented again this soon after its rotation is a concurrent request (two tabs), not a theft. */
export const REUSE_GRACE_SECONDS = 10;
/** However often it is refreshed, a session ends this long after sign-in. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// Intervals from the constants above, inlined (not bound parameters, whose type Postgres cannot infer here).
const seconds = (n: number) => sql.raw(`interval '${Math.trunc(n)} seconds'`);
const sessionTooOld = sql<boolean>`${authSessions.createdAt} <= now() - ${seconds(SESSION_MAX_AGE_SECONDS)}`;

/**
 * Rotates a refresh token: the presented token is revoked and a child issued. Presenting an already revoked
 * token means it was stolen or replayed, so the whole session is revoked (reuse detection), unless its rotation
 * happened in the last REUSE_GRACE_SECONDS: then concurrent requests each get a sibling. A session older than
 * SESSION_MAX_AGE_SECONDS is not refreshed at all.
 */
export async function rotateRefreshToken(db: Db, presented: string): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const presentedHash = hashToken(presented);
    const [row] = await tx
      .select({
        userId: authRefreshTokens.userId,
        sessionId: authRefreshTokens.sessionId,
        revoked: authRefreshTokens.revoked,
        expired: sql<boolean>`${authRefreshTokens.expiresAt} <= now()`,
        sessionRevoked: sql<boolean>`${authSessions.revokedAt} is not null`,
        sessionTooOld,
        email: authUsers.email,
        meta: authUsers.rawUserMetaData,
      })
      .from(authRefreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, authRefreshTokens.sessionId))
      .innerJoin(authUsers, eq(authUsers.id, authRefreshTokens.userId))
      .where(eq(authRefreshTokens.tokenHash, presentedHash))
      // Not `of refresh_tokens`: Drizzle writes it schema-qualified, which Postgres refuses (42601), so no
      // refresh ever succeeded. Locking the joined session and user rows too is harmless in this short transaction.
      .for("update");
    if (!row || row.expired || row.sessionRevoked) return null;
    if (row.sessionTooOld) {
      await revokeSession(tx, row.sessionId);
      return null;
    }
    if (row.revoked) {
      // Measured from the token's FIRST rotation: replays cannot keep the window open by minting siblings.
      const [first] = await tx
        .select({
          inGrace: sql<boolean>`min(${authRefreshTokens.createdAt}) > now() - ${seconds(REUSE_GRACE_SECONDS)}`,
        })
        .from(authRefreshTokens)
        .where(eq(authRefreshTokens.parentHash, presentedHash));
      if (!first?.inGrace) {
        await revokeSession(tx, row.sessionId);
        return null;
      }
    }
    await tx.update(authRefreshTokens).set({ revoked: true }).where(eq(authRefreshTokens.tokenHash, presentedHash));
    // A refresh happens every ACCESS_TOKEN_TTL_SECONDS of activity: close enough for "last used" in Segurança.
    await tx
      .update(authSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(authSessions.id, row.sessionId));
    const refreshToken = await issueRefreshToken(tx, row.userId, row.sessionId, presentedHash);
    return {
      subject: { userId: row.userId, email: row.email, sessionId: row.sessionId, userMetadata: row.meta },
      refreshToken,
    };
  });
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db.update(authRefreshTokens).set({ revoked: true }).where(eq(authRefreshTokens.sessionId, sessionId));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  await db.update(authRefreshTokens).set({ revoked: true }).where(eq(authRefreshTokens.userId, userId));
}

/** Every session of the user still signed in, newest use first. */
export async function listActiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), sql`not ${sessionTooOld}`))
    .orderBy(sql`coalesce(${authSessions.lastUsedAt}, ${authSessions.createdAt}) desc`);
}

/** Revokes one of the user's sessions (the user id check keeps one user from ending another's). */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  if (revoked.length === 0) return false;
  await db.update(authRefreshTokens).set({ revoked: true }).where(eq(authRefreshTokens.sessionId, sessionId));
  return true;
}

/** Signs out every session of the user except `keep`. */
export async function revokeSessionsExcept(db: Db, userId: string, keep: string | null) {
  const others = and(
    eq(authSessions.userId, userId),
    isNull(authSessions.revokedAt),
    keep ? ne(authSessions.id, keep) : undefined,
  );
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(others)
    .returning({ id: authSessions.id });
  for (const { id } of revoked)
    await db.update(authRefreshTokens).set({ revoked: true }).where(eq(authRefreshTokens.sessionId, id));
  return revoked.length;
}

/** True while the session behind an access token has not been signed out nor reached its absolute lifetime. */
export async function isSessionActive(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), sql`not ${sessionTooOld}`))
    .limit(1);
  return Boolean(row);
}
