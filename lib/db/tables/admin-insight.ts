import { bigint, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { JobOutcome, RunStatus, SystemReportFormat, SystemReportKind } from "../enums";
import { bytea, timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261124000301_job_runs.sql and 20261124000302_system_reports.sql.

/** One row per background job run (service role only): what /system-status reads as "last reconcile". */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    startedAt: timestamptz("started_at").notNull(),
    finishedAt: timestamptz("finished_at"),
    outcome: text("outcome").$type<JobOutcome>().notNull().default("running"),
    /** Counts only, never personal data. */
    summary: jsonb("summary").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("job_runs_name_started_idx").on(t.name, t.startedAt.desc())],
);

/** An admin export and, once completed, its file. */
export const systemReports = pgTable(
  "system_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestedBy: uuid("requested_by").references(() => profiles.id, { onDelete: "set null" }),
    kind: text("kind").$type<SystemReportKind>().notNull(),
    format: text("format").$type<SystemReportFormat>().notNull(),
    /** Inclusive start and exclusive end of the period covered. */
    periodFrom: timestamptz("period_from").notNull(),
    periodTo: timestamptz("period_to").notNull(),
    status: text("status").$type<RunStatus>().notNull().default("processing"),
    error: text("error"),
    content: bytea("content"),
    sizeBytes: integer("size_bytes"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    completedAt: timestamptz("completed_at"),
  },
  (t) => [index("system_reports_created_at_idx").on(t.createdAt.desc())],
);
