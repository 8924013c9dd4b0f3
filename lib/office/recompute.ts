import "server-only";
import { createHash } from "node:crypto";
import { and, count, eq, getTableColumns, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { companyColumns, toCompanyDto, type CompanyDto } from "@/lib/companies/queries";
import type { Db } from "@/lib/db/client";
import { companies, companyReformProfiles, declarations, officeClientMetrics, offices } from "@/lib/db/schema";
import type { ToolContext } from "@/lib/tools/context";
import { declarationStatus, type DeclarationStatus } from "./declarations";
import { computeClientMetrics, type ClientMetrics } from "./metrics";
import { portfolioReformAnswer } from "./reform-answer";

// Keeping the portfolio's figures current: the clients whose row changed after their figures were computed, or whose
// figures used another reference rate, are recomputed by the office's job (lib/office/jobs.ts) and stored.

/** A short digest of the reference-rate scenarios: figures computed under other ones are stale. */
export function referenceKey(context: Pick<ToolContext, "referenceScenarios">): string {
  return createHash("sha256").update(JSON.stringify(context.referenceScenarios)).digest("hex").slice(0, 16);
}

/** Figures missing, older than the client's row, its reform profile or its last declaration, or from another reference rate. */
function stale(key: string): SQL {
  return or(
    isNull(officeClientMetrics.companyId),
    // Compared to the millisecond: the stored time went through a JavaScript Date, PostgreSQL keeps microseconds.
    sql`${officeClientMetrics.sourceUpdatedAt} < date_trunc('milliseconds', ${companies.updatedAt})`,
    sql`${officeClientMetrics.sourceUpdatedAt} < date_trunc('milliseconds', ${companyReformProfiles.updatedAt})`,
    ne(officeClientMetrics.referenceKey, key),
    // A declaration imported since (the import changes the company row only once it has 12 months).
    sql`exists (select 1 from ${declarations} where ${declarations.companyId} = ${companies.id}
                 and ${declarations.createdAt} > ${officeClientMetrics.computedAt})`,
  )!;
}

/** How many of the office's clients (that the member sees) have figures older than their data. */
export async function countStale(db: Db, officeId: string, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .leftJoin(companyReformProfiles, eq(companyReformProfiles.companyId, companies.id))
    .leftJoin(officeClientMetrics, eq(officeClientMetrics.companyId, companies.id))
    .where(and(eq(companies.officeId, officeId), stale(key)));
  return row?.n ?? 0;
}

/** Up to `limit` clients after `after` (by id) whose figures are stale, or all of them with `all`. */
async function clientsToCompute(db: Db, officeId: string, key: string, limit: number, all: boolean, after?: string) {
  const rows = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyReformProfiles, eq(companyReformProfiles.companyId, companies.id))
    .leftJoin(officeClientMetrics, eq(officeClientMetrics.companyId, companies.id))
    .where(
      and(eq(companies.officeId, officeId), all ? undefined : stale(key), after ? gt(companies.id, after) : undefined),
    )
    .orderBy(companies.id)
    .limit(limit);
  return rows.map(toCompanyDto);
}

const COLUMNS = getTableColumns(officeClientMetrics);

const money = (v: number | null) => (v === null ? null : v.toFixed(2));

function row(officeId: string, company: CompanyDto, key: string, m: ClientMetrics) {
  const profileAt = company.reformProfile?.updatedAt;
  return {
    officeId,
    companyId: company.id,
    // What the figures were computed from: the later of the row and its reform profile.
    sourceUpdatedAt: new Date(profileAt && profileAt > company.updatedAt ? profileAt : company.updatedAt),
    referenceKey: key,
    computedAt: new Date(),
    annex: m.annex,
    rbt12: m.rbt12.toFixed(2),
    rbt12Trend: m.rbt12Trend === null ? null : m.rbt12Trend.toFixed(4),
    sublimiteGap: money(m.sublimiteGap),
    limitGap: money(m.limitGap),
    fatorR: m.fatorR === null ? null : m.fatorR.toFixed(4),
    proLaboreFor28: money(m.proLaboreFor28),
    crossingThreshold: m.crossing?.threshold ?? null,
    crossingMonth: m.crossing?.month ?? null,
    reformDecision: m.reform.decision,
    reformBreakEven: m.reform.breakEvenPercent === null ? null : m.reform.breakEvenPercent.toFixed(2),
    reformSaving: money(m.reform.annualSaving),
    reformSemester: m.reform.semester,
    reformOptFrom: m.reform.optFrom,
    reformOptUntil: m.reform.optUntil,
    reformCancelUntil: m.reform.cancelUntil,
    missing: m.missing,
    flags: m.flags,
  };
}

/**
 * Recomputes one chunk of the office's stale clients (or, with `all`, the next chunk of every client after `after`)
 * in the caller's transaction; answers how many it stored. The job calls it until it answers less than `limit`.
 */
export async function recomputeChunk(
  db: Db,
  officeId: string,
  context: ToolContext,
  options: { limit?: number; all?: boolean; after?: string } = {},
): Promise<{ stored: number; last: string | null }> {
  const key = referenceKey(context);
  const limit = options.limit ?? 100;
  const clients = await clientsToCompute(db, officeId, key, limit, options.all ?? false, options.after);
  if (clients.length === 0) return { stored: 0, last: null };
  // The clients' declarations are the titular's rows (their user_id), read under the caller's RLS.
  const [office] = await db.select({ ownerId: offices.ownerId }).from(offices).where(eq(offices.id, officeId));
  const declared = office
    ? await declarationStatus(
        db,
        office.ownerId,
        clients.map((c) => c.id),
      )
    : new Map<string, DeclarationStatus>();
  const values = clients.map((company) => {
    const metrics = computeClientMetrics(company, portfolioReformAnswer(company, context));
    const declaration = declared.get(company.id);
    if (declaration?.dasStatus === "diverge") metrics.flags.push("das_diverge");
    return {
      ...row(officeId, company, key, metrics),
      lastDeclaration: declaration?.period ?? null,
      dasStatus: declaration?.dasStatus ?? null,
    };
  });
  await db
    .insert(officeClientMetrics)
    .values(values)
    .onConflictDoUpdate({
      target: officeClientMetrics.companyId,
      set: Object.fromEntries(
        Object.keys(values[0])
          .filter((k) => k !== "companyId")
          .map((k) => [k, sql.raw(`excluded."${COLUMNS[k as keyof typeof COLUMNS].name}"`)]),
      ),
    });
  return { stored: values.length, last: clients[clients.length - 1].id };
}
