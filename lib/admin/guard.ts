import "server-only";
import { isIP } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { profiles } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

/**
 * Every back-office query starts here (authorise in the data layer, not only in the page): under withRls the
 * signed-in user must be an admin, else `forbidden`. The policies would only narrow a subscriber's view to their
 * own rows, which for counts and lists is a wrong answer rather than a refusal.
 */
export async function assertAdminReader(db: Db): Promise<void> {
  const [me] = await db
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, sql`(select auth.uid())`));
  if (me?.userType !== "admin") throw new AppError("forbidden");
}

/** The same for the privileged path, where auth.uid() is empty: the acting user's row must say admin. */
export async function assertAdminActor(db: Db, actorId: string): Promise<void> {
  const [actor] = await db.select({ userType: profiles.userType }).from(profiles).where(eq(profiles.id, actorId));
  if (actor?.userType !== "admin") throw new AppError("forbidden");
}

/** Brasília calendar day bounds for a YYYY-MM-DD filter: [from 00:00, to+1 00:00). */
export const dayStart = (iso: string) => sql`((${iso})::date::timestamp at time zone 'America/Sao_Paulo')`;
export const dayEnd = (iso: string) => sql`(((${iso})::date + 1)::timestamp at time zone 'America/Sao_Paulo')`;

/** ILIKE pattern for a free-text search, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type Page<T> = { rows: T[]; total: number; page: number; pageCount: number };

/** The client address for audit_log.ip (inet): null when there is none ("unknown" behind no proxy, a script). */
export const auditIp = (ip: string | null | undefined): string | null => (ip && isIP(ip) ? ip : null);
