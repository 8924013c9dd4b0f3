import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { LogoMimeType } from "../enums";
import { bytea, timestamptz } from "./columns";
import { profiles } from "./plans-profiles";
import { reports } from "./tools";

// Mirrors supabase/migrations/20261123000601_reports.sql.

/** The PDF of a completed report: owner-only, read when downloading. */
export const reportFiles = pgTable(
  "report_files",
  {
    reportId: uuid("report_id")
      .primaryKey()
      .references(() => reports.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    content: bytea("content").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** Hex SHA-256 of content. */
    sha256: text("sha256").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("report_files_user_id_idx").on(t.userId)],
);

/** The white-label cover of a user's reports (enterprise). */
export const reportBranding = pgTable("report_branding", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  officeName: text("office_name").notNull(),
  logo: bytea("logo"),
  logoMime: text("logo_mime").$type<LogoMimeType>(),
  logoWidth: integer("logo_width"),
  logoHeight: integer("logo_height"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
