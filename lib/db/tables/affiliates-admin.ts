import { bigint, boolean, index, inet, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { CommissionStatus, ReferralStatus } from "../enums";
import { asaasPayments } from "./billing";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261120000004_affiliates.sql and 20261120000005_admin.sql.

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    referredUserId: uuid("referred_user_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    status: text("status").$type<ReferralStatus>().notNull().default("ativo"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("referrals_affiliate_id_idx").on(t.affiliateId, t.createdAt.desc())],
);

export const commissions = pgTable(
  "commissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    referralId: uuid("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    /** One commission per payment (unique). */
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => asaasPayments.id, { onDelete: "cascade" }),
    /** Percent. */
    rate: numeric("rate", { precision: 5, scale: 2 }).notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    status: text("status").$type<CommissionStatus>().notNull().default("pendente"),
    paidAt: timestamptz("paid_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("commissions_affiliate_id_idx").on(t.affiliateId, t.createdAt.desc()),
    index("commissions_referral_id_idx").on(t.referralId),
  ],
);

export const systemSettings = pgTable("system_settings", {
  id: uuid("id").primaryKey().defaultRandom(),
  settingKey: text("setting_key").notNull().unique(),
  /** Plain value, or the AES-256-GCM ciphertext when isEncrypted. */
  settingValue: text("setting_value"),
  description: text("description"),
  isEncrypted: boolean("is_encrypted").notNull().default(false),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: inet("ip"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt.desc()),
    index("audit_log_actor_id_idx").on(t.actorId, t.createdAt.desc()),
  ],
);
