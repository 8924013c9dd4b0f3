import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { bytea, timestamptz } from "./columns";
import { profiles } from "./plans-profiles";
import { companies } from "./tools";

// Mirrors supabase/migrations/20261201050001_documents.sql.

export type DeclarationStatus = "confere" | "diverge" | "nao_verificavel";

export const declarations = pgTable(
  "declarations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"original" | "retificadora">().notNull(),
    /** First day of the período de apuração. */
    pa: date("pa", { mode: "string" }).notNull(),
    number: text("number").notNull(),
    receipt: text("receipt"),
    transmittedAt: timestamptz("transmitted_at"),
    regimeApuracao: text("regime_apuracao").$type<"competencia" | "caixa">().notNull(),
    revenue: numeric("revenue", { precision: 14, scale: 2 }).notNull(),
    rbt12: numeric("rbt12", { precision: 14, scale: 2 }).notNull(),
    fatorR: numeric("fator_r", { precision: 7, scale: 4 }),
    totalDeclared: numeric("total_declared", { precision: 14, scale: 2 }).notNull(),
    content: jsonb("content").notNull(),
    reconciliation: jsonb("reconciliation").notNull(),
    status: text("status").$type<DeclarationStatus>().notNull(),
    difference: numeric("difference", { precision: 14, scale: 2 }).notNull().default("0"),
    replacedBy: uuid("replaced_by").references((): AnyPgColumn => declarations.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("declarations_user_number_key").on(t.userId, t.number),
    index("declarations_company_pa_idx").on(t.companyId, t.pa.desc()),
  ],
);

export const dasDocuments = pgTable(
  "das_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    pa: date("pa", { mode: "string" }).notNull(),
    number: text("number").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    total: numeric("total", { precision: 14, scale: 2 }).notNull(),
    installment: text("installment"),
    items: jsonb("items").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("das_documents_user_number_key").on(t.userId, t.number),
    index("das_documents_company_pa_idx").on(t.companyId, t.pa.desc()),
  ],
);

export const companyMonths = pgTable(
  "company_months",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    revenueInternal: numeric("revenue_internal", { precision: 14, scale: 2 }).notNull().default("0"),
    revenueExternal: numeric("revenue_external", { precision: 14, scale: 2 }).notNull().default("0"),
    payroll: numeric("payroll", { precision: 14, scale: 2 }),
    source: text("source").$type<"declaracao" | "planilha">().notNull(),
    declarationId: uuid("declaration_id").references(() => declarations.id, { onDelete: "set null" }),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

export const documentFiles = pgTable(
  "document_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    declarationId: uuid("declaration_id").references(() => declarations.id, { onDelete: "cascade" }),
    dasId: uuid("das_id").references(() => dasDocuments.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("document_files_company_idx").on(t.companyId),
    uniqueIndex("document_files_declaration_key")
      .on(t.declarationId)
      .where(sql`declaration_id is not null`),
    uniqueIndex("document_files_das_key")
      .on(t.dasId)
      .where(sql`das_id is not null`),
  ],
);

/** Each company's latest PA declaration in force (security_invoker: the reader's RLS applies). */
export const companyLatestDeclaration = pgView("company_latest_declaration", {
  companyId: uuid("company_id").notNull(),
  userId: uuid("user_id").notNull(),
  declarationId: uuid("declaration_id").notNull(),
  pa: date("pa", { mode: "string" }).notNull(),
  status: text("status").$type<DeclarationStatus>().notNull(),
  difference: numeric("difference", { precision: 14, scale: 2 }).notNull(),
  totalDeclared: numeric("total_declared", { precision: 14, scale: 2 }).notNull(),
  transmittedAt: timestamptz("transmitted_at"),
}).existing();
