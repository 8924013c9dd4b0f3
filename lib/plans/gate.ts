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

export type FeatureAccess = { user: CurrentUser; permissions: PlanPermissions; allowed: boolean };

/**
 * For pages: the signed-in user (redirects to /login otherwise), their permissions and whether the
 * plan includes `flag`. A page renders <UpgradeGate status={user.profile.subscriptionStatus} /> when !allowed.
 */
export async function requireFeature(flag: PlanFeatureFlag, nextPath?: string): Promise<FeatureAccess> {
  const user = await requireUser(nextPath);
  // Read with the profile (lib/auth/profile.ts), in the request's one profile lookup: no transaction of its own.
  const permissions = resolvePermissions(user.profile.planPermissions, "trial");
  return { user, permissions, allowed: hasFeature(permissions, flag) };
}

/** For actions: null when the plan includes `flag`, else the featureLocked failure. */
export async function assertFeature(claims: JwtClaims, flag: PlanFeatureFlag): Promise<PlanGateFailure | null> {
  const permissions = await withRls(claims, (tx) => getMyPermissions(tx));
  return hasFeature(permissions, flag) ? null : failure(PLAN_ERRORS.featureLocked);
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
