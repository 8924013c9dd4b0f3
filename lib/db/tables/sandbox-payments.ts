import { boolean, date, index, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

// Mirrors supabase/migrations/20261120104000_sandbox_payments.sql (the built-in sandbox provider).

export const sandboxCustomers = pgTable(
  "sandbox_customers",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email"),
    cpfCnpj: text("cpf_cnpj").notNull(),
    phone: text("phone"),
    externalReference: text("external_reference"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("sandbox_customers_cpf_cnpj_idx").on(t.cpfCnpj)],
);

export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => sandboxCustomers.id),
    value: numeric("value", { precision: 10, scale: 2 }).notNull(),
    nextDueDate: date("next_due_date", { mode: "string" }).notNull(),
    cycle: text("cycle").notNull().default("MONTHLY"),
    description: text("description"),
    externalReference: text("external_reference"),
    status: text("status").notNull().default("ACTIVE"),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("sandbox_subscriptions_external_reference_idx").on(t.externalReference)],
);

export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id").references(() => sandboxSubscriptions.id),
    customerId: text("customer_id")
      .notNull()
      .references(() => sandboxCustomers.id),
    value: numeric("value", { precision: 10, scale: 2 }).notNull(),
    status: text("status").notNull().default("PENDING"),
    billingType: text("billing_type").notNull().default("PIX"),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    paymentDate: date("payment_date", { mode: "string" }),
    description: text("description"),
    externalReference: text("external_reference"),
    pixPayload: text("pix_payload").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("sandbox_payments_subscription_id_idx").on(t.subscriptionId, t.dueDate)],
);
