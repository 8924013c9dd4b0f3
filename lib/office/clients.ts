import "server-only";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CompanyRegime } from "@/lib/db/enums";
import { companies, officeAssignments } from "@/lib/db/schema";

// The office's clients as a member sees them (the policies choose which), a page at a time.

export type OfficeClientRow = {
  id: string;
  name: string;
  cnpj: string | null;
  regime: CompanyRegime;
  status: "ativa" | "inativa";
  analystId: string | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name or CNPJ (punctuation ignored) containing `q`. */
export function clientSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const doc = q.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
  return or(
    ilike(companies.name, `%${escapeLike(q)}%`),
    ...(doc ? [ilike(companies.cnpj, `%${escapeLike(doc)}%`)] : []),
  );
}

/** Id and name of every client the member sees, for pickers (a batch, an invitation). */
export async function listClientOptions(db: Db, officeId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.officeId, officeId))
    .orderBy(asc(companies.name))
    .limit(1000);
}

/** The analyst of one client (null when unassigned or not visible). */
export async function analystOf(db: Db, officeId: string, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ analystId: officeAssignments.analystId })
    .from(officeAssignments)
    .where(and(eq(officeAssignments.officeId, officeId), eq(officeAssignments.companyId, companyId)));
  return row?.analystId ?? null;
}

/** How many clients the member sees. */
export async function countClients(db: Db, officeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.officeId, officeId));
  return row?.n ?? 0;
}
