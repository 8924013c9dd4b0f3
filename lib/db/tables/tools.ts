import {
  type AnyPgColumn,
  bigint,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { CompanyRegime, ReportType, RunStatus, SimulationType } from "../enums";
import { timestamptz } from "./columns";
import { offices } from "./offices";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261120000003_tools.sql (reports: and 20261123000601_reports.sql).

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Digits (and, from July 2026, upper-case letters) without punctuation. */
    cnpj: text("cnpj"),
    regime: text("regime").$type<CompanyRegime>().notNull().default("simples_nacional"),
    activity: text("activity"),
    cnae: text("cnae"),
    state: char("state", { length: 2 }),
    city: text("city"),
    issRate: numeric("iss_rate", { precision: 5, scale: 2 }),
    /** Last 12 months of gross revenue, oldest first. */
    monthlyRevenues: numeric("monthly_revenues", { precision: 14, scale: 2 }).array(),
    annualRevenue: numeric("annual_revenue", { precision: 14, scale: 2 }),
    payrollMonthly: numeric("payroll_monthly", { precision: 14, scale: 2 }),
    proLaboreMonthly: numeric("pro_labore_monthly", { precision: 14, scale: 2 }),
    employees: integer("employees"),
    status: text("status").$type<"ativa" | "inativa">().notNull().default("ativa"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    // Added by 20261123000401_insights.sql (risk detector facts).
    openedOn: date("opened_on", { mode: "string" }),
    partners: integer("partners"),
    /** Profits distributed to each partner per month. */
    dividendsMonthly: numeric("dividends_monthly", { precision: 14, scale: 2 }),
    // Added by 20261201060001_office.sql: the office the company is a client of (user_id is then its titular).
    officeId: uuid("office_id").references((): AnyPgColumn => offices.id, { onDelete: "set null" }),
  },
  (t) => [
    index("companies_user_id_idx").on(t.userId, t.createdAt.desc()),
    uniqueIndex("companies_user_cnpj_key")
      .on(t.userId, t.cnpj)
      .where(sql`cnpj is not null`),
    index("companies_office_idx")
      .on(t.officeId, t.name)
      .where(sql`office_id is not null`),
  ],
);

export const simulations = pgTable(
  "simulations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    simulationType: text("simulation_type").$type<SimulationType>().notNull(),
    status: text("status").$type<RunStatus>().notNull().default("completed"),
    year: integer("year"),
    input: jsonb("input").$type<unknown>().notNull().default({}),
    result: jsonb("result").$type<unknown>(),
    savings: numeric("savings", { precision: 14, scale: 2 }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("simulations_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    index("simulations_company_id_idx").on(t.companyId),
  ],
);

/** Ledger behind maxSimulations; rows are written by a trigger on simulations, never by code. */
export const simulationUsage = pgTable(
  "simulation_usage",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    simulationId: uuid("simulation_id"),
    simulationType: text("simulation_type").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("simulation_usage_user_id_idx").on(t.userId, t.createdAt)],
);

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    simulationId: uuid("simulation_id").references(() => simulations.id, { onDelete: "set null" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    type: text("type").$type<ReportType>().notNull(),
    status: text("status").$type<RunStatus>().notNull().default("processing"),
    error: text("error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** Only for type period (20261123000601_reports.sql). */
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
  },
  (t) => [index("reports_user_id_idx").on(t.userId, t.createdAt.desc())],
);
