import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "./client";

/** Opens (the first call migrates and seeds the embedded database) and pings the database; throws when it is down. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
