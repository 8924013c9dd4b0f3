import "server-only";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { asaasPayments, profiles } from "@/lib/db/schema";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { assertAdminReader, containsPattern, dayEnd, dayStart, type Page } from "./guard";
import { ADMIN_PAGE_SIZE, type PaymentFilters } from "./schema";

export type AdminPaymentRow = {
  id: string;
  userId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  value: number;
  status: string;
  dueDate: string | null;
  billingType: string | null;
  createdAt: Date;
};

export type AdminPaymentStats = {
  total: number;
  totalValue: number;
  confirmed: number;
  confirmedValue: number;
  pending: number;
};

// The customer as the provider recorded it, else the account's own name and e-mail.
const customerName = sql<
  string | null
>`coalesce(nullif(${asaasPayments.customerName}, ''), nullif(${profiles.name}, ''))`;
const customerEmail = sql<string | null>`coalesce(nullif(${asaasPayments.customerEmail}, ''), ${profiles.email})`;

function paymentWhere(filters: Omit<PaymentFilters, "page">): SQL {
  const conditions: SQL[] = [eq(asaasPayments.deleted, false)];
  if (filters.status) conditions.push(eq(asaasPayments.status, filters.status));
  if (filters.from) conditions.push(gte(asaasPayments.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(asaasPayments.createdAt, dayEnd(filters.to)));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(customerName, pattern), ilike(customerEmail, pattern)) as SQL);
  }
  return and(...conditions) as SQL;
}

const rowColumns = {
  id: asaasPayments.id,
  userId: asaasPayments.userId,
  customerName,
  customerEmail,
  value: asaasPayments.value,
  status: asaasPayments.status,
  dueDate: asaasPayments.dueDate,
  billingType: asaasPayments.billingType,
  createdAt: asaasPayments.createdAt,
};

/** §7 "Payments list": non-deleted charges, newest first, filtered and searched on the server. */
export async function listAdminPayments(db: Db, filters: PaymentFilters): Promise<Page<AdminPaymentRow>> {
  await assertAdminReader(db);
  const where = paymentWhere(filters);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(asaasPayments)
      .leftJoin(profiles, eq(profiles.id, asaasPayments.userId))
      .where(where),
    db
      .select(rowColumns)
      .from(asaasPayments)
      .leftJoin(profiles, eq(profiles.id, asaasPayments.userId))
      .where(where)
      .orderBy(desc(asaasPayments.createdAt), desc(asaasPayments.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, value: Number(r.value) })),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

/** The four cards, over the same filters as the list: "confirmed" is billing's one definition of paid. */
export async function getAdminPaymentStats(db: Db, filters: Omit<PaymentFilters, "page">): Promise<AdminPaymentStats> {
  await assertAdminReader(db);
  const paid = inArray(asaasPayments.status, [...PAID_STATUSES]);
  const [row] = await db
    .select({
      total: count(),
      totalValue: sql<string>`coalesce(sum(${asaasPayments.value}), 0)::text`,
      confirmed: sql<number>`(count(*) filter (where ${paid}))::int`,
      confirmedValue: sql<string>`coalesce(sum(${asaasPayments.value}) filter (where ${paid}), 0)::text`,
      pending: sql<number>`(count(*) filter (where ${asaasPayments.status} = 'PENDING'))::int`,
    })
    .from(asaasPayments)
    .leftJoin(profiles, eq(profiles.id, asaasPayments.userId))
    .where(paymentWhere(filters));
  return {
    total: row.total,
    totalValue: Number(row.totalValue),
    confirmed: Number(row.confirmed),
    confirmedValue: Number(row.confirmedValue),
    pending: Number(row.pending),
  };
}

/** The most rows one CSV export carries; the page says so when the filter matches more. */
export const PAYMENTS_EXPORT_LIMIT = 10_000;

/** Every row of the filter for the CSV export (not paginated, capped at PAYMENTS_EXPORT_LIMIT). */
export async function listAdminPaymentsForExport(
  db: Db,
  filters: Omit<PaymentFilters, "page">,
): Promise<AdminPaymentRow[]> {
  await assertAdminReader(db);
  const rows = await db
    .select(rowColumns)
    .from(asaasPayments)
    .leftJoin(profiles, eq(profiles.id, asaasPayments.userId))
    .where(paymentWhere(filters))
    .orderBy(desc(asaasPayments.createdAt), desc(asaasPayments.id))
    .limit(PAYMENTS_EXPORT_LIMIT);
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}
