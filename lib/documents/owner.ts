import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";

/**
 * Whose rows an import writes: for an office's socio or analista, the office's titular (its clients are the titular's
 * rows, named with the office: supabase/migrations/20261201060005_office_imports.sql), so what the staff import belongs
 * to the office and counts against its band; for anyone else, their own. Run inside withRls with the caller's claims.
 */
export async function importOwner(db: Db, userId: string): Promise<string> {
  const [row] = rowsOf<{ owner: string | null }>(
    await db.execute(sql`select case when public.my_office_role() in ('socio', 'analista')
                                     then public.office_owner(public.my_office_id()) end as owner`),
  );
  return row?.owner ?? userId;
}
