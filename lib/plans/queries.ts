import "server-only";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { PlanPermissions } from "@/lib/db/enums";
import { companies, reports, simulationUsage } from "@/lib/db/schema";
import { resolvePermissions } from "./permissions";
import type { PlanUsage } from "./usage";

export type { PlanUsage };

/**
 * The signed-in user's permissions, from the same SQL function the row-level security policies use,
 * so the server and the database always agree. Run inside withRls: outside it there is no user and
 * the function answers with trial.
 */
export async function getMyPermissions(db: Db): Promise<PlanPermissions> {
  const result = await db.execute(sql`select public.my_plan_permissions() as permissions`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { permissions: unknown }[];
  // The function already falls back to trial; resolvePermissions guards against a malformed record.
  return resolvePermissions(rows[0]?.permissions, "trial");
}


/** Start of the calendar month in America/Sao_Paulo, exactly as public.simulations_used_this_month(). */
const monthStart = sql`date_trunc('month', now(), 'America/Sao_Paulo')`;

/** The user's usage against the plan limits. Run inside withRls with the same user's claims. */
export async function getUsage(db: Db, userId: string): Promise<PlanUsage> {
  const permissions = await getMyPermissions(db);
  // Sequential: the queries share one transaction (one connection).
  const [simulationRow] = await db
    .select({ n: count() })
    .from(simulationUsage)
    .where(and(eq(simulationUsage.userId, userId), gte(simulationUsage.createdAt, monthStart)));
  const [companyRow] = await db.select({ n: count() }).from(companies).where(eq(companies.userId, userId));
  const [reportRow] = await db.select({ n: count() }).from(reports).where(eq(reports.userId, userId));
  return {
    simulationsThisMonth: Number(simulationRow?.n ?? 0),
    maxSimulations: permissions.maxSimulations,
    companies: Number(companyRow?.n ?? 0),
    maxCompanies: permissions.maxCompanies,
    reports: Number(reportRow?.n ?? 0),
    pdfReports: permissions.pdfReports,
  };
}
