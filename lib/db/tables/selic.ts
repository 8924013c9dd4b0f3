import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { SelicSource } from "../enums";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261126000401_selic_months.sql.

/** Monthly Selic after the series stored in lib/tax/selic.ts (public data; admins and the job write). */
export const selicMonths = pgTable("selic_months", {
  period: text("period").primaryKey(),
  rateHundredths: integer("rate_hundredths").notNull(),
  source: text("source").$type<SelicSource>().notNull(),
  note: text("note"),
  updatedBy: uuid("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
