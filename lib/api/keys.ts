import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { runWithServiceRole } from "@/lib/db/admin";
import type { Db, OwnerDb } from "@/lib/db/handles";
import { rowsOf } from "@/lib/db/rows";
import { apiKeys } from "@/lib/db/schema";

/** Every key starts so: easy to spot in a leaked config (secret scanners), and never confused with other tokens. */
export const API_KEY_START = "tc_live_";
const API_KEY_PATTERN = /^tc_live_[A-Za-z0-9_-]{32}$/;
/** How much of the key the owner sees again after creation: enough to tell keys apart, useless to an attacker. */
const VISIBLE_PREFIX_LENGTH = 12;
export const MAX_ACTIVE_KEYS = 10;

export const hashApiKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

export type ApiKeyDto = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const dto = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyDto[]> {
  return db.select(dto).from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

export async function countActiveApiKeys(db: Db, userId: string): Promise<number> {
  return (
    await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
  ).length;
}

/** A new key: the secret is returned once and never stored (only its SHA-256). RLS checks the apiAccess flag. */
export async function createApiKey(db: Db, userId: string, name: string): Promise<{ key: ApiKeyDto; secret: string }> {
  const secret = API_KEY_START + randomBytes(24).toString("base64url");
  // The four columns a client role may write (20261126000501_rest_grants.sql); Drizzle's insert would name them all.
  const result = await db.execute(
    sql`insert into public.api_keys (user_id, name, prefix, key_hash) values (${userId}, ${name}, ${secret.slice(0, VISIBLE_PREFIX_LENGTH)}, ${hashApiKey(secret)}) returning id`,
  );
  const [inserted] = rowsOf<{ id: string }>(result);
  const [key] = await db.select(dto).from(apiKeys).where(eq(apiKeys.id, inserted.id));
  return { key, secret };
}

/** Revokes one of the user's active keys; false when there is none with that id. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/**
 * The owner of an active key, or null. On the privileged path because the caller has no session yet: the lookup
 * is by the secret's hash only, and everything after it runs under RLS as that owner.
 */
export async function authenticateApiKey(
  db: OwnerDb,
  secret: string,
): Promise<{ keyId: string; userId: string } | null> {
  if (!API_KEY_PATTERN.test(secret)) return null;
  const [row] = await runWithServiceRole(db, (tx) =>
    tx
      .update(apiKeys)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)))
      .returning({ keyId: apiKeys.id, userId: apiKeys.userId }),
  );
  return row ?? null;
}
