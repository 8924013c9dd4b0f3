import "server-only";
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { SubscriptionStatus, UserType } from "@/lib/db/enums";
import {
  asaasPayments,
  companies,
  profiles,
  reports,
  simulations,
  subscriptionPlans,
  subscriptions,
} from "@/lib/db/schema";
import { assertAdminReader, containsPattern, type Page } from "./guard";
import { ADMIN_PAGE_SIZE, type UserFilters } from "./schema";

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  userType: UserType;
  subscriptionStatus: SubscriptionStatus;
  planName: string | null;
  createdAt: Date;
};

/** The plan a profile is on: its paid plan, else the plan its subscription_status names. */
const profilePlan = sql`${subscriptionPlans.id} = coalesce(${profiles.planId}, (select id from public.subscription_plans where slug = ${profiles.subscriptionStatus}))`;

function userWhere(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(profiles.name, pattern), ilike(profiles.email, pattern)) as SQL);
  }
  if (filters.type) conditions.push(eq(profiles.userType, filters.type));
  if (filters.plan) conditions.push(eq(profiles.subscriptionStatus, filters.plan));
  return conditions.length ? and(...conditions) : undefined;
}

/** §7 "Admin users": every profile, newest first, searched by name or e-mail and filtered on the server. */
export async function listAdminUsers(db: Db, filters: UserFilters): Promise<Page<AdminUserRow>> {
  await assertAdminReader(db);
  const where = userWhere(filters);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(profiles).where(where),
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        email: profiles.email,
        userType: profiles.userType,
        subscriptionStatus: profiles.subscriptionStatus,
        planName: subscriptionPlans.name,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .leftJoin(subscriptionPlans, profilePlan)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
  ]);
  return { rows, total, page: filters.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

export type AdminUserCounters = { total: number; professional: number; new30d: number; simulations30d: number };

/** The counters above the user list. */
export async function getAdminUserCounters(db: Db): Promise<AdminUserCounters> {
  await assertAdminReader(db);
  const since = sql`now() - interval '30 days'`;
  const [[total], [professional], [new30d], [sims]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(profiles).where(eq(profiles.subscriptionStatus, "professional")),
    db.select({ n: count() }).from(profiles).where(gte(profiles.createdAt, since)),
    db.select({ n: count() }).from(simulations).where(gte(simulations.createdAt, since)),
  ]);
  return { total: total.n, professional: professional.n, new30d: new30d.n, simulations30d: sims.n };
}

export type AdminUserDetail = {
  profile: AdminUserRow & { phone: string | null; updatedAt: Date };
  subscription: {
    status: string;
    value: number;
    provider: string;
    currentPeriodEnd: Date | null;
    nextDueDate: string | null;
    cancelAtPeriodEnd: boolean;
    planName: string;
  } | null;
  usage: { simulations: number; simulationsThisMonth: number; companies: number; reports: number };
  payments: {
    id: string;
    value: number;
    status: string;
    dueDate: string | null;
    billingType: string | null;
    createdAt: Date;
  }[];
};

/** One user for the view page: profile, plan, newest subscription, usage counts and the last 20 charges. */
export async function getAdminUser(db: Db, userId: string): Promise<AdminUserDetail | null> {
  await assertAdminReader(db);
  const [profile] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      phone: profiles.phone,
      userType: profiles.userType,
      subscriptionStatus: profiles.subscriptionStatus,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
      planName: subscriptionPlans.name,
    })
    .from(profiles)
    .leftJoin(subscriptionPlans, profilePlan)
    .where(eq(profiles.id, userId));
  if (!profile) return null;
  const monthStart = sql`date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`;
  const [[sub], [sims], [simsMonth], [comps], [reps], payments] = await Promise.all([
    db
      .select({
        status: subscriptions.status,
        value: subscriptions.value,
        provider: subscriptions.provider,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        nextDueDate: subscriptions.nextDueDate,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        planName: subscriptionPlans.name,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1),
    db.select({ n: count() }).from(simulations).where(eq(simulations.userId, userId)),
    db
      .select({ n: count() })
      .from(simulations)
      .where(and(eq(simulations.userId, userId), gte(simulations.createdAt, monthStart))),
    db.select({ n: count() }).from(companies).where(eq(companies.userId, userId)),
    db.select({ n: count() }).from(reports).where(eq(reports.userId, userId)),
    db
      .select({
        id: asaasPayments.id,
        value: asaasPayments.value,
        status: asaasPayments.status,
        dueDate: asaasPayments.dueDate,
        billingType: asaasPayments.billingType,
        createdAt: asaasPayments.createdAt,
      })
      .from(asaasPayments)
      .where(eq(asaasPayments.userId, userId))
      .orderBy(desc(asaasPayments.createdAt))
      .limit(20),
  ]);
  return {
    profile,
    subscription: sub ? { ...sub, value: Number(sub.value) } : null,
    usage: { simulations: sims.n, simulationsThisMonth: simsMonth.n, companies: comps.n, reports: reps.n },
    payments: payments.map((p) => ({ ...p, value: Number(p.value) })),
  };
}

export type PlanOption = { slug: string; name: string; isActive: boolean };

/** Every plan of the price list, for the plan filter and the user edit (which offers the active ones). */
export async function listPlanOptions(db: Db): Promise<PlanOption[]> {
  await assertAdminReader(db);
  return db
    .select({ slug: subscriptionPlans.slug, name: subscriptionPlans.name, isActive: subscriptionPlans.isActive })
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.displayOrder), asc(subscriptionPlans.name));
}
