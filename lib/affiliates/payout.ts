import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { PixKeyType } from "@/lib/db/enums";
import { affiliatePayoutKeys } from "@/lib/db/schema";
import { decryptSetting, encryptSetting } from "@/lib/security/settings-cipher";
import { maskPixKey } from "./schema";

// The affiliate's payout PIX key, encrypted with the settings envelope (AES-256-GCM, fresh IV) and bound to its
// owner by the additional data, so a ciphertext copied onto another affiliate's row does not decrypt.

const aad = (userId: string) => `affiliate_pix_key:${userId}`;

export type PayoutKeyView = { type: PixKeyType; masked: string; updatedAt: Date };

/** What the backoffice shows: the type and the masked key. Run under withRls as the affiliate. */
export async function getPayoutKey(db: Db, userId: string): Promise<PayoutKeyView | null> {
  const [row] = await db
    .select({
      type: affiliatePayoutKeys.keyType,
      masked: affiliatePayoutKeys.keyMasked,
      updatedAt: affiliatePayoutKeys.updatedAt,
    })
    .from(affiliatePayoutKeys)
    .where(eq(affiliatePayoutKeys.userId, userId));
  return row ?? null;
}

/** Stores (or replaces) the key, encrypted with `encryptionKey`. Run under withRls as the affiliate. */
export async function savePayoutKey(
  db: Db,
  encryptionKey: Buffer,
  userId: string,
  input: { type: PixKeyType; key: string },
): Promise<PayoutKeyView> {
  const values = {
    keyType: input.type,
    keyCiphertext: encryptSetting(encryptionKey, aad(userId), input.key),
    keyMasked: maskPixKey(input.key),
  };
  const [row] = await db
    .insert(affiliatePayoutKeys)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: affiliatePayoutKeys.userId, set: values })
    .returning({
      type: affiliatePayoutKeys.keyType,
      masked: affiliatePayoutKeys.keyMasked,
      updatedAt: affiliatePayoutKeys.updatedAt,
    });
  return row;
}

/** The plain key, for the administrator who pays; null when the row is missing or does not decrypt for this owner. */
export async function revealPayoutKey(
  db: Db,
  encryptionKey: Buffer,
  userId: string,
): Promise<{ type: PixKeyType; key: string } | null> {
  const [row] = await db
    .select({ type: affiliatePayoutKeys.keyType, ciphertext: affiliatePayoutKeys.keyCiphertext })
    .from(affiliatePayoutKeys)
    .where(eq(affiliatePayoutKeys.userId, userId));
  if (!row) return null;
  const key = decryptSetting(encryptionKey, aad(userId), row.ciphertext);
  return key === null ? null : { type: row.type, key };
}
