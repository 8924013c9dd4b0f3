import "server-only";
import { hkdfSync } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/handles";
import { authMfaRecoveryCodes, authTotpFactors } from "@/lib/db/schema";
import type { AuthResult, MfaStatus } from "@/lib/auth/types";
import {
  acceptedTotpStep,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from "@/lib/auth/totp";
import { decryptSetting, encryptSetting } from "@/lib/security/settings-cipher";
import { authSecret } from "./secret";

// TOTP two-factor authentication of the local adapter. The secret is stored as an AES-256-GCM envelope (the same
// envelope as the settings' secrets) under a key derived from the auth secret, bound to the user id, so a database
// dump alone does not yield working codes. Recovery codes are stored as SHA-256 hashes and work once each.

let cachedKey: Buffer | undefined;
function factorKey(): Buffer {
  cachedKey ??= Buffer.from(hkdfSync("sha256", authSecret(), "tributo-certo", "totp-secret/v1", 32));
  return cachedKey;
}
const aad = (userId: string) => `totp:${userId}`;

export async function localMfaStatus(userId: string): Promise<MfaStatus> {
  const db = await getDb();
  const [factor] = await db
    .select({ confirmedAt: authTotpFactors.confirmedAt })
    .from(authTotpFactors)
    .where(eq(authTotpFactors.userId, userId));
  if (!factor?.confirmedAt) return { enabled: false, recoveryCodesLeft: null };
  const [left] = await db
    .select({ n: count() })
    .from(authMfaRecoveryCodes)
    .where(and(eq(authMfaRecoveryCodes.userId, userId), isNull(authMfaRecoveryCodes.usedAt)));
  return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
}

/** True when the user must give a second factor at sign-in. */
export async function hasConfirmedFactor(db: Db, userId: string): Promise<boolean> {
  const [factor] = await db
    .select({ confirmedAt: authTotpFactors.confirmedAt })
    .from(authTotpFactors)
    .where(eq(authTotpFactors.userId, userId));
  return Boolean(factor?.confirmedAt);
}

/** A new, unconfirmed secret (replacing an unconfirmed one); refused while a confirmed factor exists. */
export async function startLocalEnrolment(
  userId: string,
  email: string,
): Promise<AuthResult<{ factorId: string; uri: string; secret: string }>> {
  const db = await getDb();
  if (await hasConfirmedFactor(db, userId)) return { ok: false, code: "unsupported" };
  const secret = newTotpSecret();
  const envelope = encryptSetting(factorKey(), aad(userId), secret);
  await db
    .insert(authTotpFactors)
    .values({ userId, secretEnvelope: envelope })
    .onConflictDoUpdate({
      target: authTotpFactors.userId,
      set: { secretEnvelope: envelope, lastUsedStep: null, createdAt: sql`now()` },
    });
  return { ok: true, data: { factorId: userId, uri: totpUri(secret, email), secret } };
}

/**
 * Checks a TOTP code against the user's factor and records its step, in one locked transaction so two requests
 * cannot both use the same code. `confirmed` selects the factor state the caller expects.
 */
async function spendTotpCode(
  db: Db,
  userId: string,
  code: string,
  confirmed: boolean,
  nowMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select({
        envelope: authTotpFactors.secretEnvelope,
        confirmedAt: authTotpFactors.confirmedAt,
        lastUsedStep: authTotpFactors.lastUsedStep,
      })
      .from(authTotpFactors)
      .where(eq(authTotpFactors.userId, userId))
      .for("update");
    if (!factor || Boolean(factor.confirmedAt) !== confirmed) return false;
    const secret = decryptSetting(factorKey(), aad(userId), factor.envelope);
    if (!secret) return false;
    const step = acceptedTotpStep(secret, code, nowMs, factor.lastUsedStep);
    if (step === null) return false;
    await tx
      .update(authTotpFactors)
      .set({ lastUsedStep: step, ...(confirmed ? {} : { confirmedAt: sql`now()` }) })
      .where(eq(authTotpFactors.userId, userId));
    return true;
  });
}

async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(authMfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authMfaRecoveryCodes.userId, userId),
        eq(authMfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(authMfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ hash: authMfaRecoveryCodes.codeHash });
  return used.length > 0;
}

/** The first code turns the factor on; ten recovery codes are made, returned once, stored hashed. */
export async function confirmLocalEnrolment(
  userId: string,
  code: string,
  nowMs = Date.now(),
): Promise<AuthResult<{ recoveryCodes: string[] }>> {
  const db = await getDb();
  if (!(await spendTotpCode(db, userId, code, false, nowMs))) return { ok: false, code: "invalidCode" };
  const recoveryCodes = newRecoveryCodes();
  await db.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
  await db.insert(authMfaRecoveryCodes).values(recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  return { ok: true, data: { recoveryCodes } };
}

/** A sign-in's second step, or the proof to turn 2FA off: a current TOTP code, or an unused recovery code. */
export async function verifyLocalFactor(userId: string, code: string, nowMs = Date.now()): Promise<boolean> {
  const db = await getDb();
  if (looksLikeRecoveryCode(code)) return spendRecoveryCode(db, userId, code);
  return spendTotpCode(db, userId, code, true, nowMs);
}

export async function disableLocalTotp(userId: string, code: string, nowMs = Date.now()): Promise<AuthResult> {
  if (!(await verifyLocalFactor(userId, code, nowMs))) return { ok: false, code: "invalidCode" };
  const db = await getDb();
  await db.delete(authTotpFactors).where(eq(authTotpFactors.userId, userId));
  await db.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
  return { ok: true, data: undefined };
}
