import "server-only";
import { fail, type ActionFailure } from "@/lib/action-result";
import { requireUser, type CurrentUser } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import type { PlanFeatureFlag, PlanPermissions } from "@/lib/db/enums";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { hasFeature, resolvePermissions } from "./permissions";
import { getMyPermissions, getUsage } from "./queries";

// Server-side plan gating. The database enforces the same flags in row-level security and the limits
// in quota triggers that raise a policy-style error (supabase/migrations/20261122000001_plan_limits_atomic.sql);
// these checks run first so the user gets a translated message instead of a policy error.

export const PLAN_ERRORS = {
  featureLocked: "plans.errors.featureLocked",
  simulationLimit: "plans.errors.simulationLimit",
  companyLimit: "plans.errors.companyLimit",
} as const;
export type PlanErrorKey = (typeof PLAN_ERRORS)[keyof typeof PLAN_ERRORS];

/** A typed action failure: `return denied` straight from an action. */
export type PlanGateFailure = ActionFailure;

const failure = (key: PlanErrorKey): PlanGateFailure =>
  fail(key === PLAN_ERRORS.featureLocked ? "feature_locked" : "plan_limit", key);

/** One plan flag, or several that are all needed (a PDF report needs reports and pdfReports). */
export type FeatureNeed = PlanFeatureFlag | readonly PlanFeatureFlag[];

const includes = (permissions: PlanPermissions, need: FeatureNeed) =>
  (typeof need === "string" ? [need] : need).every((flag) => hasFeature(permissions, flag));

export type FeatureAccess = { user: CurrentUser; permissions: PlanPermissions; allowed: boolean };

/**
 * For pages: the signed-in user (redirects to /login otherwise), their permissions and whether the plan includes
 * every flag of `need`. Pages call it through gatePage (components/plans/page-gate.tsx), which renders the gate.
 */
export async function requireFeature(need: FeatureNeed, nextPath?: string): Promise<FeatureAccess> {
  const user = await requireUser(nextPath);
  // Read with the profile (lib/auth/profile.ts), in the request's one profile lookup: no transaction of its own.
  const permissions = resolvePermissions(user.profile.planPermissions, "trial");
  return { user, permissions, allowed: includes(permissions, need) };
}

/**
 * For the action pipeline (`userAction({ feature })`) and route handlers: null when the plan includes every flag
 * of `need`, else the featureLocked failure. Actions declare their feature instead of calling this.
 */
export async function checkFeature(claims: JwtClaims, need: FeatureNeed): Promise<PlanGateFailure | null> {
  const permissions = await withRls(claims, (tx) => getMyPermissions(tx));
  return includes(permissions, need) ? null : failure(PLAN_ERRORS.featureLocked);
}

/**
 * For actions that save a simulation: null while the month's quota has room, else simulationLimit.
 * `db` is a withRls transaction of the same claims (run it in the transaction that inserts).
 */
export async function checkSimulationQuota(db: Db, claims: JwtClaims): Promise<PlanGateFailure | null> {
  const usage = await getUsage(db, claims.sub);
  if (usage.maxSimulations !== null && usage.simulationsThisMonth >= usage.maxSimulations) {
    return failure(PLAN_ERRORS.simulationLimit);
  }
  return null;
}

/** For actions that create a company: null while below maxCompanies, else companyLimit. */
export async function checkCompanyQuota(db: Db, claims: JwtClaims): Promise<PlanGateFailure | null> {
  const usage = await getUsage(db, claims.sub);
  if (usage.maxCompanies !== null && usage.companies >= usage.maxCompanies) return failure(PLAN_ERRORS.companyLimit);
  return null;
}
