import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { profiles } from "./plans-profiles";

// Mirrors supabase/migrations/20261123000002_api_keys.sql (the public API's keys: hash and prefix, never the secret).

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [index("api_keys_user_idx").on(t.userId, t.createdAt.desc())],
);
