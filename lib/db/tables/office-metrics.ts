import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, timestamptz } from "./columns";
import { profiles } from "./plans-profiles";
import { officeMembers } from "./office";
import { offices } from "./offices";
import { companies } from "./tools";

// Mirrors supabase/migrations/20261201060002_office_metrics.sql.

/** The engine's figures per client, precomputed when the client changes (derived: the company row is the source). */
export const officeClientMetrics = pgTable(
  "office_client_metrics",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    sourceUpdatedAt: timestamptz("source_updated_at").notNull(),
    referenceKey: text("reference_key").notNull(),
    computedAt: timestamptz("computed_at").notNull().defaultNow(),
    annex: text("annex"),
    rbt12: numeric("rbt12", { precision: 14, scale: 2 }).notNull(),
    rbt12Trend: numeric("rbt12_trend", { precision: 10, scale: 4 }),
    sublimiteGap: numeric("sublimite_gap", { precision: 14, scale: 2 }),
    limitGap: numeric("limit_gap", { precision: 14, scale: 2 }),
    fatorR: numeric("fator_r", { precision: 8, scale: 4 }),
    proLaboreFor28: numeric("pro_labore_for_28", { precision: 14, scale: 2 }),
    crossingThreshold: text("crossing_threshold").$type<"sublimite" | "limit">(),
    crossingMonth: date("crossing_month", { mode: "string" }),
    reformDecision: text("reform_decision").$type<"inside" | "outside" | "depends">(),
    reformBreakEven: numeric("reform_break_even", { precision: 6, scale: 2 }),
    reformSaving: numeric("reform_saving", { precision: 14, scale: 2 }),
    reformSemester: text("reform_semester"),
    reformOptFrom: date("reform_opt_from", { mode: "string" }),
    reformOptUntil: date("reform_opt_until", { mode: "string" }),
    reformCancelUntil: date("reform_cancel_until", { mode: "string" }),
    lastDeclaration: date("last_declaration", { mode: "string" }),
    dasStatus: text("das_status").$type<"confere" | "diverge">(),
    missing: text("missing")
      .array()
      .notNull()
      .default(sql`'{}'`),
    flags: text("flags")
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index("office_client_metrics_office_idx").on(t.officeId),
    index("office_client_metrics_flags_idx").using("gin", t.flags),
  ],
);

/** A member's saved views of the portfolio. */
export const officeViews = pgTable(
  "office_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.officeId, t.userId],
      foreignColumns: [officeMembers.officeId, officeMembers.userId],
    }).onDelete("cascade"),
    unique().on(t.userId, t.name),
  ],
);

// Mirrors supabase/migrations/20261201060003_office_batches.sql.

export const officeBatches = pgTable(
  "office_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").notNull(),
    kind: text("kind").$type<"dossier" | "decision">().notNull(),
    shareWithClients: boolean("share_with_clients").notNull().default(false),
    total: integer("total").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.officeId, t.createdBy],
      foreignColumns: [officeMembers.officeId, officeMembers.userId],
    }).onDelete("cascade"),
    index("office_batches_office_idx").on(t.officeId, t.createdAt.desc()),
  ],
);

export const officeBatchItems = pgTable(
  "office_batch_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => officeBatches.id, { onDelete: "cascade" }),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    status: text("status").$type<"queued" | "done" | "failed">().notNull().default("queued"),
    error: text("error"),
    documentId: uuid("document_id").references((): AnyPgColumn => officeDocuments.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("office_batch_items_batch_idx").on(t.batchId, t.status)],
);

export const officeDocuments = pgTable(
  "office_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    batchId: uuid("batch_id").references(() => officeBatches.id, { onDelete: "set null" }),
    kind: text("kind").$type<"dossier" | "decision">().notNull(),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    content: bytea("content").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    shared: boolean("shared").notNull().default(false),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    decision: text("decision").$type<"inside" | "outside" | "depends">(),
    deadline: date("deadline", { mode: "string" }),
    acknowledgedAt: timestamptz("acknowledged_at"),
    acknowledgedBy: uuid("acknowledged_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    index("office_documents_company_idx").on(t.companyId, t.createdAt.desc()),
    index("office_documents_batch_idx").on(t.batchId),
  ],
);
