import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { planFeatures, subscriptionPlans } from "@/lib/db/schema";

export type PlanCard = {
  slug: string;
  name: string;
  description: string | null;
  /** Monthly price in reais as the database's exact decimal string, e.g. "29.90". */
  monthlyPrice: string;
  isPopular: boolean;
  /**
   * The 2027 reform tool on this plan, from its flag (never typed twice in its features): "full" runs, saves and
   * prints it; "preview" shows the result of the user's own figures, nothing saved (lib/tools/catalogue.ts, preview).
   */
  reform: "full" | "preview";
  features: { name: string; description: string | null; included: boolean }[];
  /** An "Escritório" band (the plan opens an accounting office): how many client companies it holds, else null. */
  officeClients: number | null;
};

/** Active plans in display order with their features. Run with withAnon: the plans are public. */
export async function listActivePlans(db: Db): Promise<PlanCard[]> {
  const plans = await db
    .select({
      id: subscriptionPlans.id,
      slug: subscriptionPlans.slug,
      name: subscriptionPlans.name,
      description: subscriptionPlans.description,
      monthlyPrice: subscriptionPlans.monthlyPrice,
      isPopular: subscriptionPlans.isPopular,
      permissions: subscriptionPlans.permissions,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.name));
  if (plans.length === 0) return [];
  const features = await db
    .select({
      planId: planFeatures.planId,
      name: planFeatures.featureName,
      description: planFeatures.featureDescription,
      included: planFeatures.isIncluded,
    })
    .from(planFeatures)
    .where(
      and(
        inArray(
          planFeatures.planId,
          plans.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(planFeatures.displayOrder));
  return plans.map(({ id, permissions, ...plan }) => ({
    ...plan,
    reform: permissions.reformaTributaria === true ? "full" : "preview",
    officeClients: officeBand(permissions),
    features: features
      .filter((f) => f.planId === id)
      .map(({ name, description, included }) => ({ name, description, included })),
  }));
}

/** The band of an "Escritório" plan: its maxCompanies when it has the office flag (an unlimited band reads 0). */
function officeBand(permissions: unknown): number | null {
  const p = permissions as { office?: unknown; maxCompanies?: unknown } | null;
  if (p?.office !== true) return null;
  return typeof p.maxCompanies === "number" ? p.maxCompanies : 0;
}

/** "29.90" (a numeric column) → 2990, exactly, without a binary float. */
export function priceCentavos(price: string): number {
  const [reais, centavos = "0"] = price.split(".");
  return Number(reais) * 100 + Number(centavos.padEnd(2, "0").slice(0, 2));
}

/** One active plan by slug for /register; null when missing or inactive. Run with withAnon. */
export async function findActivePlan(
  db: Db,
  slug: string,
): Promise<{ slug: string; name: string; monthlyPrice: string } | null> {
  const [plan] = await db
    .select({
      slug: subscriptionPlans.slug,
      name: subscriptionPlans.name,
      monthlyPrice: subscriptionPlans.monthlyPrice,
    })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.slug, slug), eq(subscriptionPlans.isActive, true)));
  return plan ?? null;
}
