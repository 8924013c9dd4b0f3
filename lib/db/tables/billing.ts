import { boolean, date, index, jsonb, numeric, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { BillingCycle, PaymentProvider, RegistrationStatus, SubscriptionState } from "../enums";
import { timestamptz } from "./columns";
import { profiles, subscriptionPlans } from "./plans-profiles";

// Mirrors supabase/migrations/20261120000002_billing.sql.

export const pendingRegistrations = pgTable(
  "pending_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    cpf: text("cpf"),
    phone: text("phone"),
    selectedPlanId: uuid("selected_plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    billingCycle: text("billing_cycle").$type<BillingCycle>().notNull().default("monthly"),
    status: text("status").$type<RegistrationStatus>().notNull().default("pending_payment"),
    asaasPaymentId: text("asaas_payment_id"),
    asaasSubscriptionId: text("asaas_subscription_id"),
    referralCode: text("referral_code"),
    isUpgrade: boolean("is_upgrade").notNull().default(false),
    expiresAt: timestamptz("expires_at")
      .notNull()
      .default(sql`now() + interval '7 days'`),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("pending_registrations_user_id_idx").on(t.userId, t.createdAt.desc()),
    index("pending_registrations_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("pending_registrations_asaas_payment_id_key").on(t.asaasPaymentId),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    billingCycle: text("billing_cycle").$type<BillingCycle>().notNull().default("monthly"),
    value: numeric("value", { precision: 10, scale: 2 }).notNull(),
    status: text("status").$type<SubscriptionState>().notNull().default("pending"),
    currentPeriodEnd: timestamptz("current_period_end"),
    nextDueDate: date("next_due_date", { mode: "string" }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelledAt: timestamptz("cancelled_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_id_idx").on(t.userId, t.createdAt.desc())],
);

export const asaasPayments = pgTable(
  "asaas_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    asaasPaymentId: text("asaas_payment_id").notNull().unique(),
    provider: text("provider").$type<PaymentProvider>().notNull().default("asaas"),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    registrationId: uuid("registration_id").references(() => pendingRegistrations.id, { onDelete: "set null" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    value: numeric("value", { precision: 10, scale: 2 }).notNull(),
    netValue: numeric("net_value", { precision: 10, scale: 2 }),
    /** Provider status as received (PENDING, RECEIVED, CONFIRMED, OVERDUE, REFUNDED, ...). */
    status: text("status").notNull(),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    description: text("description"),
    invoiceUrl: text("invoice_url"),
    bankSlipUrl: text("bank_slip_url"),
    pixQrCodeId: text("pix_qr_code_id"),
    pixPayload: text("pix_payload"),
    pixImage: text("pix_image"),
    dueDate: date("due_date", { mode: "string" }),
    paymentDate: date("payment_date", { mode: "string" }),
    billingType: text("billing_type"),
    deleted: boolean("deleted").notNull().default(false),
    /** First recorded in a paid status; set once by a trigger, never moved by later syncs (unlike updatedAt). */
    confirmedAt: timestamptz("confirmed_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("asaas_payments_user_id_idx").on(t.userId, t.createdAt.desc()),
    index("asaas_payments_subscription_id_idx").on(t.subscriptionId),
    index("asaas_payments_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    processedAt: timestamptz("processed_at"),
    error: text("error"),
  },
  (t) => [unique("webhook_events_provider_event_id_key").on(t.provider, t.eventId)],
);
