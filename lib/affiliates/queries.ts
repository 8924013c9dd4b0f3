import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { commissions, profiles, referrals } from "@/lib/db/schema";
import { parseCommissionRate } from "@/lib/billing/commission";

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
    db
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.affiliateId, userId), eq(referrals.status, "ativo"))),
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

/** One line of the affiliate's referral list: what the backoffice may show, never an e-mail or a CPF. */
export type ReferralRow = {
  id: string;
  /** First name and the initial of the last name ("Maria S."); null when the person gave no name. */
  name: string | null;
  plan: string;
  status: "ativo" | "cancelado";
  joinedAt: Date;
  commission: number;
  pendingCommission: number;
  /** Pendente while any commission on this referral awaits payment; null before the first one. */
  commissionStatus: "pendente" | "pago" | null;
};

/** The caller's referrals through public.my_referrals() (security definer, auth.uid()'s rows only). Run under withRls. */
export async function listMyReferrals(db: Db): Promise<ReferralRow[]> {
  const rows = rowsOf<{
    referral_id: string;
    display_name: string | null;
    plan_name: string;
    status: "ativo" | "cancelado";
    joined_at: string | Date;
    commission_total: string;
    commission_pending: string;
    commission_status: "pendente" | "pago" | null;
  }>(await db.execute(sql`select * from public.my_referrals()`));
  return rows.map((r) => ({
    id: r.referral_id,
    name: r.display_name,
    plan: r.plan_name,
    status: r.status,
    joinedAt: new Date(r.joined_at),
    commission: Number(r.commission_total),
    pendingCommission: Number(r.commission_pending),
    commissionStatus: r.commission_status,
  }));
}

/** The one commission rule (docs/decisions.md §8): the admin setting asaas_affiliate_commission, as a percent ("10.00"). */
export async function getCommissionRate(db: Db): Promise<string> {
  const [row] = rowsOf<{ value: string | null }>(
    await db.execute(sql`select public.affiliate_commission_setting() as value`),
  );
  return parseCommissionRate(row?.value);
}
