import "server-only";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { AuditDb } from "@/lib/db/handles";
import { writeAuditLog } from "@/lib/db/admin";
import { asaasPayments, commissions, profiles, referrals } from "@/lib/db/schema";

// /admin/affiliates. Every function runs under withRls as an administrator: the policies (admin read on profiles,
// referrals and commissions; admin-only update of a commission's status) refuse anyone else.

export type AdminAffiliateRow = {
  id: string;
  name: string;
  email: string;
  code: string | null;
  joinedAt: Date;
  referrals: number;
  activeReferrals: number;
  pendingCommission: number;
  paidCommission: number;
};

const PAGE = 50;

/** Affiliates whose name, e-mail or referral code contains `query` (all of them when empty), newest first, 50 at most. */
export async function searchAffiliates(db: Db, query: string): Promise<AdminAffiliateRow[]> {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = query
    ? or(ilike(profiles.name, like), ilike(profiles.email, like), ilike(profiles.affiliateCode, like))
    : undefined;
  const refs = db
    .select({
      affiliateId: referrals.affiliateId,
      total: sql<number>`count(*)::int`.as("total"),
      active: sql<number>`(count(*) filter (where ${referrals.status} = 'ativo'))::int`.as("active"),
    })
    .from(referrals)
    .groupBy(referrals.affiliateId)
    .as("refs");
  const money = db
    .select({
      affiliateId: commissions.affiliateId,
      pending:
        sql<string>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'pendente'), 0)`.as(
          "pending",
        ),
      paid: sql<string>`coalesce(sum(${commissions.amount}) filter (where ${commissions.status} = 'pago'), 0)`.as(
        "paid",
      ),
    })
    .from(commissions)
    .groupBy(commissions.affiliateId)
    .as("money");
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      code: profiles.affiliateCode,
      joinedAt: profiles.createdAt,
      referrals: sql<number>`coalesce(${refs.total}, 0)`,
      activeReferrals: sql<number>`coalesce(${refs.active}, 0)`,
      pending: sql<string>`coalesce(${money.pending}, 0)::text`,
      paid: sql<string>`coalesce(${money.paid}, 0)::text`,
    })
    .from(profiles)
    .leftJoin(refs, eq(refs.affiliateId, profiles.id))
    .leftJoin(money, eq(money.affiliateId, profiles.id))
    .where(and(eq(profiles.userType, "affiliate"), match))
    .orderBy(desc(profiles.createdAt))
    .limit(PAGE);
  return rows.map(({ pending, paid, ...row }) => ({
    ...row,
    referrals: Number(row.referrals),
    activeReferrals: Number(row.activeReferrals),
    pendingCommission: Number(pending),
    paidCommission: Number(paid),
  }));
}

export type AdminCommissionRow = {
  id: string;
  referredName: string;
  amount: number;
  rate: number;
  paymentValue: number;
  paymentDate: string | null;
  status: "pendente" | "pago";
  paidAt: Date | null;
  createdAt: Date;
};

/** One affiliate's commissions, newest first (the referred person's name, the payment and the state). */
export async function listAffiliateCommissions(db: Db, affiliateId: string): Promise<AdminCommissionRow[]> {
  const rows = await db
    .select({
      id: commissions.id,
      referredName: profiles.name,
      amount: commissions.amount,
      rate: commissions.rate,
      paymentValue: asaasPayments.value,
      paymentDate: asaasPayments.paymentDate,
      status: commissions.status,
      paidAt: commissions.paidAt,
      createdAt: commissions.createdAt,
    })
    .from(commissions)
    .innerJoin(referrals, eq(referrals.id, commissions.referralId))
    .innerJoin(profiles, eq(profiles.id, referrals.referredUserId))
    .innerJoin(asaasPayments, eq(asaasPayments.id, commissions.paymentId))
    .where(eq(commissions.affiliateId, affiliateId))
    .orderBy(desc(commissions.createdAt))
    .limit(PAGE);
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    rate: Number(r.rate),
    paymentValue: Number(r.paymentValue),
  }));
}

export type MarkPaidOutcome = "paid" | "already_paid" | "not_found";

/**
 * Pendente → Pago, audited with before and after in the admin's name (same transaction). Under RLS a
 * non-administrator sees no commission, so the answer is not_found and nothing changes.
 */
export async function markCommissionPaid(
  db: AuditDb,
  admin: { id: string; ip?: string | null },
  commissionId: string,
  now = new Date(),
): Promise<MarkPaidOutcome> {
  const [before] = await db
    .select({
      status: commissions.status,
      paidAt: commissions.paidAt,
      amount: commissions.amount,
      affiliateId: commissions.affiliateId,
    })
    .from(commissions)
    .where(eq(commissions.id, commissionId))
    .for("update");
  if (!before) return "not_found";
  if (before.status === "pago") return "already_paid";
  const [after] = await db
    .update(commissions)
    .set({ status: "pago", paidAt: now })
    .where(and(eq(commissions.id, commissionId), eq(commissions.status, "pendente")))
    .returning({ status: commissions.status, paidAt: commissions.paidAt });
  if (!after) return "not_found";
  await writeAuditLog(db, {
    actorId: admin.id,
    action: "admin.commission.paid",
    target: `commission:${commissionId}`,
    details: {
      affiliate: before.affiliateId,
      amount: before.amount,
      before: { status: before.status, paidAt: null },
      after: { status: after.status, paidAt: after.paidAt?.toISOString() ?? null },
    },
    ip: admin.ip ?? null,
  });
  return "paid";
}
