import "server-only";
import { and, asc, eq, gte, isNotNull, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companies, officeClientMetrics } from "@/lib/db/schema";

// The deadline calendar of the office: every client's reform window (when it opens and the last day to opt for
// CBS/IBS outside the DAS) and, for a client that opted, the last day to cancel, from the figures the recompute job
// stored (office_client_metrics). Only the clients the member sees.

export type DeadlineKind = "optFrom" | "optUntil" | "cancelUntil";

export type Deadline = {
  date: string;
  kind: DeadlineKind;
  companyId: string;
  companyName: string;
  decision: "inside" | "outside" | "depends" | null;
  semester: string | null;
};

const m = officeClientMetrics;

/** The deadlines from `today` on, by date then client name. */
export async function listDeadlines(db: Db, officeId: string, today: string): Promise<Deadline[]> {
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      decision: m.reformDecision,
      semester: m.reformSemester,
      optFrom: m.reformOptFrom,
      optUntil: m.reformOptUntil,
      cancelUntil: m.reformCancelUntil,
    })
    .from(companies)
    .innerJoin(m, eq(m.companyId, companies.id))
    .where(
      and(
        eq(companies.officeId, officeId),
        eq(companies.status, "ativa"),
        or(gte(m.reformOptUntil, today), and(isNotNull(m.reformCancelUntil), gte(m.reformCancelUntil, today))),
      ),
    )
    .orderBy(asc(companies.name))
    .limit(5000);
  const out: Deadline[] = [];
  for (const r of rows) {
    const base = { companyId: r.companyId, companyName: r.companyName, decision: r.decision, semester: r.semester };
    if (r.optFrom && r.optFrom >= today) out.push({ ...base, date: r.optFrom, kind: "optFrom" });
    if (r.optUntil && r.optUntil >= today) out.push({ ...base, date: r.optUntil, kind: "optUntil" });
    if (r.cancelUntil && r.cancelUntil >= today) out.push({ ...base, date: r.cancelUntil, kind: "cancelUntil" });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.companyName.localeCompare(b.companyName, "pt-BR"));
}
