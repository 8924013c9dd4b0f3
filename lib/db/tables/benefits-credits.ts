import { boolean, char, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { BenefitLevel, HiddenCreditStatus } from "../enums";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";
import { simulations } from "./tools";

// Mirrors supabase/migrations/20261123000501_hidden_credit_statuses.sql and 20261123000502_fiscal_benefits.sql.

export const hiddenCreditStatuses = pgTable(
  "hidden_credit_statuses",
  {
    simulationId: uuid("simulation_id")
      .primaryKey()
      .references(() => simulations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").$type<HiddenCreditStatus>().notNull().default("pendente"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("hidden_credit_statuses_user_id_idx").on(t.userId)],
);

export const fiscalBenefits = pgTable(
  "fiscal_benefits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    level: text("level").$type<BenefitLevel>().notNull(),
    state: char("state", { length: 2 }),
    municipality: text("municipality"),
    sectors: text("sectors").array().notNull(),
    regimes: text("regimes").array().notNull(),
    companySizes: text("company_sizes").array().notNull(),
    description: text("description").notNull(),
    savings: text("savings").notNull(),
    requirements: text("requirements").array().notNull().default([]),
    legalBasis: text("legal_basis").notNull(),
    officialUrl: text("official_url").notNull(),
    validity: text("validity").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("fiscal_benefits_level_state_idx").on(t.level, t.state)],
);
