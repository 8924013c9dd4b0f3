import "server-only";
import { count } from "drizzle-orm";
import type { AuthErrorCode } from "@/lib/auth/types";
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

/**
 * A refused sign-up's code. The database refuses a profile past the limit (supabase/migrations/
 * 20261126000101_user_limit.sql) when two sign-ups raced the check above; the local adapter names that
 * `userLimitReached`, Supabase Auth only a database error, read here as the limit when registrations are now closed.
 */
export async function signUpFailure(code: AuthErrorCode): Promise<AuthErrorCode> {
  if (code !== "unavailable") return code;
  return (await registrationsOpen().catch(() => true)) ? code : "userLimitReached";
}
