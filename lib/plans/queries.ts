import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import type { ProfileDto } from "@/lib/auth/profile";
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
  const rows = rowsOf<{ permissions: unknown }>(result);
  // The function already falls back to trial; resolvePermissions guards against a malformed record.
  return resolvePermissions(rows[0]?.permissions, "trial");
}

/** Start of the calendar month in America/Sao_Paulo, exactly as public.simulations_used_this_month(). */
const monthStart = sql`date_trunc('month', now(), 'America/Sao_Paulo')`;

export type PlanStatus = { permissions: PlanPermissions; usage: PlanUsage };

/**
 * The user's permissions and usage against the plan limits in one statement, counted inside the caller's transaction
 * (what an action checks a limit with, through getUsage; pages use planStatusOf). Run inside withRls with the same
 * user's claims.
 */
export async function getPlanStatus(db: Db, userId: string): Promise<PlanStatus> {
  const result = await db.execute(sql`
    select public.my_plan_permissions() as permissions,
           (select count(*) from ${simulationUsage} where ${simulationUsage.userId} = ${userId} and ${simulationUsage.createdAt} >= ${monthStart})::int as simulations,
           (select count(*) from ${companies} where ${companies.userId} = ${userId})::int as companies,
           (select count(*) from ${reports} where ${reports.userId} = ${userId})::int as reports`);
  const rows = rowsOf<{ permissions: unknown; simulations: number; companies: number; reports: number }>(result);
  const row = rows[0];
  const permissions = resolvePermissions(row?.permissions, "trial");
  return {
    permissions,
    usage: {
      simulationsThisMonth: Number(row?.simulations ?? 0),
      maxSimulations: permissions.maxSimulations,
      companies: Number(row?.companies ?? 0),
      maxCompanies: permissions.maxCompanies,
      reports: Number(row?.reports ?? 0),
      pdfReports: permissions.pdfReports,
    },
  };
}

/**
 * The same, from what the request's profile lookup already read (lib/auth/profile.ts): for pages, which show the
 * usage as of the request. Actions that enforce a limit ask getUsage in their own transaction.
 */
export function planStatusOf(profile: Pick<ProfileDto, "planPermissions" | "counts">): PlanStatus {
  const permissions = resolvePermissions(profile.planPermissions, "trial");
  return {
    permissions,
    usage: {
      simulationsThisMonth: profile.counts.simulationsThisMonth,
      maxSimulations: permissions.maxSimulations,
      companies: profile.counts.companies,
      maxCompanies: permissions.maxCompanies,
      reports: profile.counts.reports,
      pdfReports: permissions.pdfReports,
    },
  };
}

/** The user's usage against the plan limits. Run inside withRls with the same user's claims. */
export async function getUsage(db: Db, userId: string): Promise<PlanUsage> {
  return (await getPlanStatus(db, userId)).usage;
}
