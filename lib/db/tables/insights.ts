import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { RiskLevel } from "../enums";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261123000401_insights.sql.

export const riskAnalyses = pgTable(
  "risk_analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    level: text("level").$type<RiskLevel>().notNull(),
    companies: integer("companies").notNull(),
    risks: integer("risks").notNull(),
    /** SHA-256 of `input`: a page load stores a new analysis only when the facts changed. */
    snapshotHash: text("snapshot_hash").notNull(),
    input: jsonb("input").$type<unknown>().notNull(),
    result: jsonb("result").$type<unknown>().notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("risk_analyses_user_id_idx").on(t.userId, t.createdAt.desc())],
);
