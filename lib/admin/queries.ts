import "server-only";
import { count, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { asaasPayments, profiles, simulations } from "@/lib/db/schema";
import { PAID_STATUSES } from "@/lib/payments/provider";

export type AdminOverview = {
  users: number;
  usersThisMonth: number;
  simulations: number;
  simulationsThisMonth: number;
  revenue: number;
};

const monthStart = sql`date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'`;

/** Back-office headline figures. Run under withRls as an admin. */
export async function getAdminOverview(db: Db): Promise<AdminOverview> {
  const [[users], [usersThisMonth], [sims], [simsThisMonth], [revenue]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(profiles).where(gte(profiles.createdAt, monthStart)),
    db.select({ n: count() }).from(simulations),
    db.select({ n: count() }).from(simulations).where(gte(simulations.createdAt, monthStart)),
    db
      .select({ total: sql<string>`coalesce(sum(${asaasPayments.value}), 0)::text` })
      .from(asaasPayments)
      .where(inArray(asaasPayments.status, [...PAID_STATUSES])),
  ]);
  return {
    users: users.n,
    usersThisMonth: usersThisMonth.n,
    simulations: sims.n,
    simulationsThisMonth: simsThisMonth.n,
    revenue: Number(revenue.total),
  };
}
