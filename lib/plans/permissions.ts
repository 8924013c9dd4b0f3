import {
  isEndedSubscriptionStatus,
  PLAN_FEATURE_FLAGS,
  PLAN_SLUGS,
  type PlanFeatureFlag,
  type PlanPermissions,
  type PlanSlug,
} from "@/lib/db/enums";

// Pure and client-safe: no db, no next. The database applies the same rule in public.my_plan_permissions().

const TRIAL: PlanPermissions = {
  fiscalSimulator: true,
  laborSimulator: false,
  cltVsPj: false,
  riskDetector: false,
  regimeAlert: false,
  profitStrategy: false,
  hiddenCredits: false,
  meiChecker: true,
  fiscalBenefits: false,
  reformaTributaria: false,
  aiAssistant: false,
  companies: false,
  reports: false,
  maxSimulations: 3,
  maxCompanies: 1,
  maxAiQuestions: null,
  pdfReports: false,
  prioritySupport: false,
  apiAccess: false,
  customDashboard: false,
  office: false,
};

// The assistant on Básico answers the reform's follow-ups from the company's profile, with the tools of the plan, up
// to a monthly quota of questions (docs/decisions.md §41).
const BASIC: PlanPermissions = {
  ...TRIAL,
  fiscalBenefits: true,
  reformaTributaria: true,
  aiAssistant: true,
  reports: true,
  pdfReports: true,
  maxSimulations: 5,
  maxAiQuestions: 30,
};

const PROFESSIONAL: PlanPermissions = {
  ...BASIC,
  laborSimulator: true,
  cltVsPj: true,
  riskDetector: true,
  regimeAlert: true,
  profitStrategy: true,
  aiAssistant: true,
  companies: true,
  prioritySupport: true,
  maxSimulations: null,
  maxCompanies: 3,
  maxAiQuestions: null,
};

const ENTERPRISE: PlanPermissions = {
  ...PROFESSIONAL,
  hiddenCredits: true,
  apiAccess: true,
  customDashboard: true,
  maxCompanies: null,
};

/**
 * Default permissions by plan slug, used when a plan record has none.
 * supabase/seed.sql seeds the same JSON; permissions.test.ts keeps the two identical.
 */
export const DEFAULT_PERMISSIONS: Readonly<Record<PlanSlug, Readonly<PlanPermissions>>> = {
  trial: TRIAL,
  basic: BASIC,
  professional: PROFESSIONAL,
  enterprise: ENTERPRISE,
};

function isPlanSlug(value: unknown): value is PlanSlug {
  return typeof value === "string" && (PLAN_SLUGS as readonly string[]).includes(value);
}

function isLimit(value: unknown): value is number | null {
  return value === null || (typeof value === "number" && Number.isInteger(value) && value >= 0);
}

/** The stored JSON when it is a complete permissions object, else null. */
export function parsePermissions(value: unknown): PlanPermissions | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const result: Partial<PlanPermissions> = {};
  for (const flag of PLAN_FEATURE_FLAGS) {
    if (typeof record[flag] !== "boolean") return null;
    result[flag] = record[flag];
  }
  if (!isLimit(record.maxSimulations) || !isLimit(record.maxCompanies)) return null;
  // Absent on a plan saved before the assistant's quota: no quota, as public.plan_limit() reads it.
  const maxAiQuestions = record.maxAiQuestions === undefined ? null : record.maxAiQuestions;
  if (!isLimit(maxAiQuestions)) return null;
  return {
    ...(result as Record<PlanFeatureFlag, boolean>),
    maxSimulations: record.maxSimulations,
    maxCompanies: record.maxCompanies,
    maxAiQuestions,
  };
}

/**
 * Permissions of a user: the plan record's permissions when they are complete, else the default of a seeded
 * slug, else trial. `slug` is the plan slug or the profile's subscription_status (any plan, seeded or added by
 * an admin); cancelled, expired or none get trial, whatever the plan record says.
 */
export function resolvePermissions(planPermissions: unknown, slug: string | null | undefined): PlanPermissions {
  if (!slug || isEndedSubscriptionStatus(slug)) return { ...TRIAL };
  return parsePermissions(planPermissions) ?? { ...(isPlanSlug(slug) ? DEFAULT_PERMISSIONS[slug] : TRIAL) };
}

/** True when the plan includes the feature. */
export function hasFeature(permissions: PlanPermissions, flag: PlanFeatureFlag): boolean {
  return permissions[flag] === true;
}
