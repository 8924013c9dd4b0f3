import "server-only";
import { count } from "drizzle-orm";
import { runWithServiceRole } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { OwnerDb } from "@/lib/db/handles";
import { profiles } from "@/lib/db/schema";
import { readSetting } from "./store";

/**
 * Whether a new account may be created: the number of accounts is below the admin's user limit (max_users,
 * default 5000). Asked by every sign-up path before the auth provider creates anything.
 */
export async function registrationsOpen(db?: OwnerDb): Promise<boolean> {
  return runWithServiceRole(db ?? (await getDb()), async (tx) => {
    const limit = Number(await readSetting(tx, "max_users"));
    const [{ n }] = await tx.select({ n: count() }).from(profiles);
    return !Number.isFinite(limit) || n < limit;
  });
}
