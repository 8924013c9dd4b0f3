import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

// Mirrors supabase/migrations/20261123000001_rate_limits.sql: the shape rate-limiter-flexible's Drizzle store
// expects (key, points, expire).

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: timestamptz("expire"),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
