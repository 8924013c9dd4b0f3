import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, text, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { PlanPermissions, SubscriptionStatus, UserType } from "../enums";
import { authUsers } from "./auth";
import { timestamptz } from "./columns";

// Mirrors supabase/migrations/20261120000001_plans_profiles.sql (the SQL is the source of truth).

export const subscriptionPlans = pgTable("subscription_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  monthlyPrice: numeric("monthly_price", { precision: 10, scale: 2 }).notNull().default("0"),
  yearlyPrice: numeric("yearly_price", { precision: 10, scale: 2 }).notNull().default("0"),
  description: text("description"),
  isPopular: boolean("is_popular").notNull().default(false),
  isActive: boolean("is_active").notNull().default(false),
  displayOrder: integer("display_order").notNull().default(0),
  permissions: jsonb("permissions")
    .$type<PlanPermissions>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const planFeatures = pgTable(
  "plan_features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "cascade" }),
    featureName: text("feature_name").notNull(),
    featureDescription: text("feature_description"),
    isIncluded: boolean("is_included").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("plan_features_plan_id_idx").on(t.planId, t.displayOrder)],
);

/** The original channel flags (docs/decisions.md, S2) and, per e-mail kind, the user's choice in Settings › Notificações (absent = on). */
export type NotificationPreferences = {
  email: boolean;
  sms: boolean;
  push: boolean;
  payment_emails?: boolean;
  regime_alerts?: boolean;
  monthly_summary?: boolean;
  reform_deadlines?: boolean;
};

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone"),
    cpfCnpj: text("cpf_cnpj"),
    subscriptionStatus: text("subscription_status").$type<SubscriptionStatus>().notNull().default("trial"),
    userType: text("user_type").$type<UserType>().notNull().default("subscriber"),
    planId: uuid("plan_id").references(() => subscriptionPlans.id, { onDelete: "set null" }),
    affiliateCode: text("affiliate_code").unique(),
    referredBy: uuid("referred_by").references((): AnyPgColumn => profiles.id, { onDelete: "set null" }),
    asaasCustomerId: text("asaas_customer_id").unique(),
    notificationPreferences: jsonb("notification_preferences")
      .$type<NotificationPreferences>()
      .notNull()
      .default({ email: true, sms: false, push: true }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [index("profiles_referred_by_idx").on(t.referredBy), index("profiles_created_at_idx").on(t.createdAt.desc())],
);
