import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261201060001_office.sql. In a file of its own: companies (tools.ts) point at it, and
// the office's other tables (office.ts) point at companies.

/** An accounting office; owner_id is its titular (who pays, and the user_id of its client companies). */
export const offices = pgTable("offices", {
  id: uuid("id").primaryKey().defaultRandom(),
  ownerId: uuid("owner_id")
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  cnpj: text("cnpj"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
