import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { commissions, profiles, referrals } from "@/lib/db/schema";

export type AffiliateSummary = {
  code: string | null;
  referrals: number;
  activeReferrals: number;
  pendingCommission: number;
  paidCommission: number;
};

/** The caller's referral code and totals. Run under withRls: policies limit every row to the affiliate. */
export async function getAffiliateSummary(db: Db, userId: string): Promise<AffiliateSummary> {
  const [[profile], [refs], [active], [money]] = await Promise.all([
    db.select({ code: profiles.affiliateCode }).from(profiles).where(eq(profiles.id, userId)).limit(1),
    db.select({ n: count() }).from(referrals).where(eq(referrals.affiliateId, userId)),
    db.select({ n: count() }).from(referrals).where(and(eq(referrals.affiliateId, userId), eq(referrals.status, "ativo"))),
    db
      .select({
        pending: sql<string>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'pendente'), 0)::text`,
        paid: sql<string>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'pago'), 0)::text`,
      })
      .from(commissions)
      .where(eq(commissions.affiliateId, userId)),
  ]);
  return {
    code: profile?.code ?? null,
    referrals: refs.n,
    activeReferrals: active.n,
    pendingCommission: Number(money.pending),
    paidCommission: Number(money.paid),
  };
}
