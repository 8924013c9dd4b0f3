import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { NotificationKind, PixKeyType } from "../enums";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261124000501_affiliate_backoffice.sql.

/** The affiliate's payout PIX key: an AES-256-GCM envelope bound to the owner, and its masked form. */
export const affiliatePayoutKeys = pgTable("affiliate_payout_keys", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  keyType: text("key_type").$type<PixKeyType>().notNull(),
  keyCiphertext: text("key_ciphertext").notNull(),
  keyMasked: text("key_masked").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** Transactional outbox of notification e-mails (service role only). */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    /** What the e-mail told about (digest findings), so the next digest tells only new ones. */
    topics: text("topics").array().notNull().default([]),
    sentAt: timestamptz("sent_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("notification_deliveries_unsent_idx")
      .on(t.createdAt)
      .where(sql`sent_at is null`),
    index("notification_deliveries_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);
