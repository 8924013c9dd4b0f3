import "server-only";
import bcrypt from "bcryptjs";
import { eq, sql } from "drizzle-orm";
import { fitsPasswordBytes } from "@/lib/br/zod";
import { getDb } from "@/lib/db/client";
import {
  authEmailChangeTokens,
  authMfaRecoveryCodes,
  authRecoveryTokens,
  authTotpFactors,
  authUsers,
} from "@/lib/db/schema";
import { erasedEmail } from "@/lib/auth/erased";
import type { AuthResult, SessionList } from "@/lib/auth/types";
import { listActiveSessions, revokeAllSessions, revokeOwnSession, revokeSessionsExcept } from "./session-store";

// Configurações › Segurança with the local adapter: password change, the session list, and the erasure of the
// sign-in identity when an account is deleted. TOTP lives in ./mfa.ts.

export const BCRYPT_COST = 10;

/** The user's password matches (bcrypt, within the 72 bytes it reads). */
export async function verifyLocalPassword(userId: string, password: string): Promise<AuthResult> {
  const [user] = await (
    await getDb()
  )
    .select({ hash: authUsers.encryptedPassword })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .limit(1);
  if (!user?.hash || !(await bcrypt.compare(password, user.hash)) || !fitsPasswordBytes(password))
    return { ok: false, code: "invalidCredentials" };
  return { ok: true, data: undefined };
}

/** The current password must match; the new one replaces it and every other session is signed out. */
export async function changeLocalPassword(
  userId: string,
  currentSessionId: string | null,
  currentPassword: string,
  newPassword: string,
): Promise<AuthResult> {
  const checked = await verifyLocalPassword(userId, currentPassword);
  if (!checked.ok) return checked;
  const db = await getDb();
  const hash = await bcrypt.hash(newPassword, BCRYPT_COST);
  await db.transaction(async (tx) => {
    await tx
      .update(authUsers)
      .set({ encryptedPassword: hash, updatedAt: sql`now()` })
      .where(eq(authUsers.id, userId));
    await revokeSessionsExcept(tx, userId, currentSessionId);
  });
  return { ok: true, data: undefined };
}

export async function listLocalSessions(userId: string, currentSessionId: string | null): Promise<SessionList> {
  const rows = await listActiveSessions(await getDb(), userId);
  return { listable: true, sessions: rows.map((row) => ({ ...row, current: row.id === currentSessionId })) };
}

export async function revokeLocalSession(userId: string, sessionId: string): Promise<AuthResult> {
  return (await revokeOwnSession(await getDb(), userId, sessionId))
    ? { ok: true, data: undefined }
    : { ok: false, code: "invalidToken" };
}

export async function revokeOtherLocalSessions(userId: string, currentSessionId: string | null): Promise<AuthResult> {
  await revokeSessionsExcept(await getDb(), userId, currentSessionId);
  return { ok: true, data: undefined };
}

/**
 * No e-mail, no password, no metadata, no factors, no session, no pending link: nobody signs in as this user again.
 * The profile's copy of the e-mail follows auth.users by trigger.
 */
export async function eraseLocalIdentity(userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(authUsers)
      .set({ email: erasedEmail(userId), encryptedPassword: null, rawUserMetaData: {}, updatedAt: sql`now()` })
      .where(eq(authUsers.id, userId));
    await revokeAllSessions(tx, userId);
    await tx.delete(authTotpFactors).where(eq(authTotpFactors.userId, userId));
    await tx.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
    await tx.delete(authRecoveryTokens).where(eq(authRecoveryTokens.userId, userId));
    await tx.delete(authEmailChangeTokens).where(eq(authEmailChangeTokens.userId, userId));
  });
}
