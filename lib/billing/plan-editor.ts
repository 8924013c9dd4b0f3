import "server-only";
import { asc, count, eq, or, sql } from "drizzle-orm";
import type { AuthClaims } from "@/lib/auth/types";
import { writeAuditLog } from "@/lib/db/admin";
import type { AuditDb, Db } from "@/lib/db/handles";
import { PLAN_SLUGS, type PlanPermissions } from "@/lib/db/enums";
import { pendingRegistrations, planFeatures, profiles, subscriptionPlans, subscriptions } from "@/lib/db/schema";
import { withRls } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { DEFAULT_PERMISSIONS, parsePermissions } from "@/lib/plans/permissions";
import type { PlanFormValues } from "./plan-editor-schema";

// The admin's price list editor (docs/decisions.md §7: subscription_plans is the one price list). Run as an admin under
// withRls, in one transaction per call; every write is audited and the caller revalidates the plans cache tag.

export type EditablePlan = {
  id: string;
  slug: string;
  name: string;
  description: string;
  monthlyPrice: string;
  yearlyPrice: string;
  isActive: boolean;
  isPopular: boolean;
  displayOrder: number;
  features: { name: string }[];
  /** What the plan gives its subscribers (enforced by the server and row-level security); trial's when never set. */
  permissions: PlanPermissions;
  /** Accounts on the plan, open registrations and subscriptions: a plan with any is archived, never deleted. */
  inUse: boolean;
  /** The slug is fixed once the plan was used, and for the seeded plans (the product refers to them). */
  slugLocked: boolean;
};

type Actor = { actorId: string; ip: string | null };

async function usage(db: Db, id: string, slug: string): Promise<number> {
  const [[a], [b], [c]] = await Promise.all([
    db
      .select({ n: count() })
      .from(profiles)
      .where(or(eq(profiles.planId, id), eq(profiles.subscriptionStatus, slug))),
    db.select({ n: count() }).from(pendingRegistrations).where(eq(pendingRegistrations.selectedPlanId, id)),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.planId, id)),
  ]);
  return a.n + b.n + c.n;
}

/** What the editor shows and the audit log compares before and after a save. */
const EDITABLE_COLUMNS = {
  slug: subscriptionPlans.slug,
  name: subscriptionPlans.name,
  description: subscriptionPlans.description,
  monthlyPrice: subscriptionPlans.monthlyPrice,
  yearlyPrice: subscriptionPlans.yearlyPrice,
  isActive: subscriptionPlans.isActive,
  isPopular: subscriptionPlans.isPopular,
  displayOrder: subscriptionPlans.displayOrder,
  permissions: subscriptionPlans.permissions,
};

/** The seeded plans are part of the product (trial is every account's fallback): archived, never deleted. */
const isSeeded = (slug: string) => (PLAN_SLUGS as readonly string[]).includes(slug);

async function usageFlags(db: Db, id: string, slug: string): Promise<{ inUse: boolean; slugLocked: boolean }> {
  const inUse = (await usage(db, id, slug)) > 0;
  return { inUse, slugLocked: inUse || isSeeded(slug) };
}

export async function listEditablePlans(db: Db): Promise<EditablePlan[]> {
  const plans = await db
    .select({ id: subscriptionPlans.id, ...EDITABLE_COLUMNS })
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.createdAt));
  const features = await db
    .select({ planId: planFeatures.planId, name: planFeatures.featureName })
    .from(planFeatures)
    .orderBy(asc(planFeatures.displayOrder), asc(planFeatures.createdAt));
  return Promise.all(
    plans.map(async (p) => ({
      ...p,
      description: p.description ?? "",
      features: features.filter((f) => f.planId === p.id).map(({ name }) => ({ name })),
      permissions: parsePermissions(p.permissions) ?? { ...DEFAULT_PERMISSIONS.trial },
      ...(await usageFlags(db, p.id, p.slug)),
    })),
  );
}

/** 'Adicionar plano': an inactive 'Novo Plano' at the end of the list, priced 0 and with trial's permissions until edited. */
export async function createPlan(db: AuditDb, actor: Actor): Promise<string> {
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${subscriptionPlans.displayOrder}), 0)::integer` })
    .from(subscriptionPlans);
  const slug = `novo-plano-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(subscriptionPlans)
    .values({
      name: "Novo Plano",
      slug,
      isActive: false,
      displayOrder: last + 1,
      permissions: DEFAULT_PERMISSIONS.trial,
    })
    .returning({ id: subscriptionPlans.id });
  await writeAuditLog(db, {
    actorId: actor.actorId,
    action: "admin.plan.create",
    target: `plan:${row.id}`,
    details: { after: { slug, name: "Novo Plano", isActive: false } },
    ip: actor.ip,
  });
  return row.id;
}

/**
 * Saves a plan, its permissions (when given) and replaces its feature list. Any plan can be activated (and then
 * sold: /plans, /register?plano=<slug>, the checkout and the admin's user edit take it); an active paid plan needs
 * a price and complete permissions.
 */
export async function updatePlan(db: AuditDb, actor: Actor, id: string, input: PlanFormValues): Promise<boolean> {
  const [before] = await db.select(EDITABLE_COLUMNS).from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  if (!before) return false;
  if (input.isActive && !parsePermissions(input.permissions ?? before.permissions)) {
    throw new AppError("invalid_input", "adminPlans.errors.permissions", { isActive: "adminPlans.errors.permissions" });
  }
  if (input.isActive && before.slug !== "trial" && Number(input.monthlyPrice) <= 0) {
    throw new AppError("invalid_input", "adminPlans.errors.freePaidPlan", {
      monthlyPrice: "adminPlans.errors.freePaidPlan",
    });
  }
  if (input.slug !== undefined && input.slug !== before.slug) {
    const slugError = { slug: "adminPlans.errors.slugLocked" } as const;
    if ((await usageFlags(db, id, before.slug)).slugLocked)
      throw new AppError("conflict", "adminPlans.errors.slugLocked", slugError);
    const [taken] = await db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.slug, input.slug));
    if (taken) throw new AppError("conflict", "adminPlans.errors.slugTaken", { slug: "adminPlans.errors.slugTaken" });
  }
  const { features, ...plan } = input;
  await db
    .update(subscriptionPlans)
    .set({ ...plan, description: plan.description || null })
    .where(eq(subscriptionPlans.id, id));
  const oldFeatures = await db
    .select({ name: planFeatures.featureName })
    .from(planFeatures)
    .where(eq(planFeatures.planId, id))
    .orderBy(asc(planFeatures.displayOrder));
  await db.delete(planFeatures).where(eq(planFeatures.planId, id));
  if (features.length > 0) {
    await db
      .insert(planFeatures)
      .values(features.map((f, i) => ({ planId: id, featureName: f.name, isIncluded: true, displayOrder: i + 1 })));
  }
  await writeAuditLog(db, {
    actorId: actor.actorId,
    action: "admin.plan.update",
    target: `plan:${id}`,
    details: {
      before: { ...before, features: oldFeatures.map((f) => f.name) },
      after: { ...plan, features: features.map((f) => f.name) },
    },
    ip: actor.ip,
  });
  return true;
}

/** Deletes a plan nobody ever used; a plan with accounts, registrations or subscriptions is archived (deactivated). */
export async function removePlan(db: AuditDb, actor: Actor, id: string): Promise<"deleted" | "archived" | null> {
  const [plan] = await db
    .select({ slug: subscriptionPlans.slug, name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id));
  if (!plan) return null;
  const archived = isSeeded(plan.slug) || (await usage(db, id, plan.slug)) > 0;
  if (archived) await db.update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.id, id));
  else await db.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  await writeAuditLog(db, {
    actorId: actor.actorId,
    action: archived ? "admin.plan.archive" : "admin.plan.delete",
    target: `plan:${id}`,
    details: { before: plan },
    ip: actor.ip,
  });
  return archived ? "archived" : "deleted";
}

/** The plans editor's list for the admin of this request. */
export function loadEditablePlans(claims: AuthClaims): Promise<EditablePlan[]> {
  return withRls(claims, (tx) => listEditablePlans(tx));
}
