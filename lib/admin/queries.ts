import "server-only";
import { count, countDistinct, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { asaasPayments, profiles, simulations } from "@/lib/db/schema";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { assertAdminReader } from "./guard";

export type AdminOverview = {
  users: number;
  usersThisMonth: number;
  simulations: number;
  simulationsThisMonth: number;
  revenue: number;
  /** Distinct users who saved a simulation in the last 30 days. */
  activeUsers30d: number;
};

const monthStart = sql`date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`;
const thirtyDaysAgo = sql`now() - interval '30 days'`;

/** Back-office headline figures (the dashboard's cards). Run under withRls as an admin; refused for anyone else. */
export async function getAdminOverview(db: Db): Promise<AdminOverview> {
  await assertAdminReader(db);
  const [[users], [usersThisMonth], [sims], [simsThisMonth], [revenue], [active]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(profiles).where(gte(profiles.createdAt, monthStart)),
    db.select({ n: count() }).from(simulations),
    db.select({ n: count() }).from(simulations).where(gte(simulations.createdAt, monthStart)),
    db
      .select({ total: sql<string>`coalesce(sum(${asaasPayments.value}), 0)::text` })
      .from(asaasPayments)
      .where(sql`${inArray(asaasPayments.status, [...PAID_STATUSES])} and not ${asaasPayments.deleted}`),
    db
      .select({ n: countDistinct(simulations.userId) })
      .from(simulations)
      .where(gte(simulations.createdAt, thirtyDaysAgo)),
  ]);
  return {
    users: users.n,
    usersThisMonth: usersThisMonth.n,
    simulations: sims.n,
    simulationsThisMonth: simsThisMonth.n,
    revenue: Number(revenue.total),
    activeUsers30d: active.n,
  };
}

export type ActivityItem =
  | { kind: "signup"; id: string; at: Date; name: string }
  /** `day`: only the calendar day of the payment is known (recorded on a later day): show the date, not "há N horas". */
  | { kind: "payment"; id: string; at: Date; day: string | null; name: string; value: number }
  | { kind: "simulation"; id: string; at: Date; name: string; title: string };

/**
 * §7 "Recent activity": the last 3 sign-ups, 3 paid charges and 3 saved simulations, merged newest first,
 * `limit` kept. Names only (no e-mail) since this is a summary.
 */
export async function getRecentActivity(db: Db, limit = 5): Promise<ActivityItem[]> {
  await assertAdminReader(db);
  const [signups, payments, sims] = await Promise.all([
    db
      .select({ id: profiles.id, at: profiles.createdAt, name: profiles.name })
      .from(profiles)
      .orderBy(desc(profiles.createdAt))
      .limit(3),
    db
      .select({
        id: asaasPayments.id,
        // When the payment was first recorded as paid (confirmed_at: later syncs rewrite the row and moved
        // updated_at, so an 11-minute-old payment read "agora mesmo" and jumped the queue). A payment recorded on
        // a later day than it was paid (cash, a late sync) shows its day instead, placed at noon of that day.
        at: sql<Date>`case when ${asaasPayments.paymentDate} is null or (${asaasPayments.confirmedAt} at time zone 'America/Sao_Paulo')::date = ${asaasPayments.paymentDate}
                        then ${asaasPayments.confirmedAt}
                        else (${asaasPayments.paymentDate} + time '12:00') at time zone 'America/Sao_Paulo' end`.mapWith(
          (v: string | Date) => new Date(v),
        ),
        day: sql<
          string | null
        >`case when (${asaasPayments.confirmedAt} at time zone 'America/Sao_Paulo')::date = ${asaasPayments.paymentDate} then null else ${asaasPayments.paymentDate}::text end`,
        name: sql<string>`coalesce(${profiles.name}, ${asaasPayments.customerName}, '')`,
        value: asaasPayments.value,
      })
      .from(asaasPayments)
      .leftJoin(profiles, eq(profiles.id, asaasPayments.userId))
      .where(sql`${inArray(asaasPayments.status, [...PAID_STATUSES])} and not ${asaasPayments.deleted}`)
      .orderBy(sql`${asaasPayments.confirmedAt} desc nulls last`)
      .limit(3),
    db
      .select({
        id: simulations.id,
        at: simulations.createdAt,
        name: sql<string>`coalesce(${profiles.name}, '')`,
        title: simulations.title,
      })
      .from(simulations)
      .leftJoin(profiles, eq(profiles.id, simulations.userId))
      .orderBy(desc(simulations.createdAt))
      .limit(3),
  ]);
  const items: ActivityItem[] = [
    ...signups.map((r) => ({ kind: "signup" as const, ...r })),
    ...payments.map((r) => ({ kind: "payment" as const, ...r, value: Number(r.value) })),
    ...sims.map((r) => ({ kind: "simulation" as const, ...r })),
  ];
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
