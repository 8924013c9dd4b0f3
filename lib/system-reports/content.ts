import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { analyticsSections, simulationTypeLabel, type Cells, type Section } from "@/lib/analytics/export";
import { assertAdmin, getAnalytics } from "@/lib/analytics/queries";
import { rowsOf } from "@/lib/db/rows";
import { formatDate, formatDateTime } from "@/lib/br/date";
import type { Db } from "@/lib/db/client";
import type { SystemReportKind } from "@/lib/db/enums";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { planStatusLabel } from "@/lib/plans/labels";
import type { Translate } from "@/lib/reports/format";
import { daysOf, type Instants } from "./range";

// What each system report holds, read under the admin's RLS (assertAdmin refuses anyone else): tables of text,
// printed as CSV or PDF by generate.ts. Detail tables (users, payments) stop at `detailLimit` rows and say so.

export type ReportContent = { sections: Section[]; truncated: boolean };

const paid = sql.join(
  PAID_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const within = (column: SQL, r: Instants) =>
  sql`${column} >= ${r.from.toISOString()}::timestamptz and ${column} < ${r.to.toISOString()}::timestamptz`;
const n = (v: unknown) => Number(v ?? 0);

async function usersReport(db: Db, r: Instants, t: Translate, c: Cells, limit: number): Promise<ReportContent> {
  const k = (key: string) => t(`systemReports.content.${key}`);
  const rows = rowsOf<{
    name: string;
    email: string;
    user_type: string;
    subscription_status: string;
    status_plan: string | null;
    plan: string | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select p.name, p.email, p.user_type, p.subscription_status, ss.name as status_plan, sp.name as plan, p.created_at
        from public.profiles p left join public.subscription_plans sp on sp.id = p.plan_id
        left join public.subscription_plans ss on ss.slug = p.subscription_status
       where ${within(sql`p.created_at`, r)}
       order by p.created_at, p.id
       limit ${limit + 1}`),
  );
  const [counts] = rowsOf<{ total: string; subscribers: string; affiliates: string; admins: string }>(
    await db.execute(sql`
      select count(*)::text as total,
             count(*) filter (where user_type = 'subscriber')::text as subscribers,
             count(*) filter (where user_type = 'affiliate')::text as affiliates,
             count(*) filter (where user_type = 'admin')::text as admins
        from public.profiles p where ${within(sql`p.created_at`, r)}`),
  );
  return {
    truncated: rows.length > limit,
    sections: [
      {
        title: k("summary"),
        head: [k("indicator"), k("value")],
        rows: [
          [k("newUsers"), c.count(n(counts?.total))],
          [t("systemReports.userTypes.subscriber"), c.count(n(counts?.subscribers))],
          [t("systemReports.userTypes.affiliate"), c.count(n(counts?.affiliates))],
          [t("systemReports.userTypes.admin"), c.count(n(counts?.admins))],
        ],
      },
      {
        title: k("userList"),
        head: [k("createdAt"), k("name"), k("email"), k("userType"), k("status"), k("plan")],
        rows: rows
          .slice(0, limit)
          .map((u) => [
            formatDateTime(u.created_at),
            u.name,
            u.email,
            t(`systemReports.userTypes.${u.user_type}`),
            planStatusLabel(u.subscription_status, (status) => t(`planBadge.${status}`), u.status_plan),
            u.plan ?? "",
          ]),
      },
    ],
  };
}

async function financialReport(db: Db, r: Instants, t: Translate, c: Cells, limit: number): Promise<ReportContent> {
  const k = (key: string) => t(`systemReports.content.${key}`);
  const rows = rowsOf<{
    created_at: string | Date;
    customer_name: string | null;
    customer_email: string | null;
    value: string;
    status: string;
    due_date: string | null;
    payment_date: string | null;
    billing_type: string | null;
    plan: string | null;
  }>(
    await db.execute(sql`
      select p.created_at, p.customer_name, p.customer_email, p.value::text as value, p.status, p.due_date::text as due_date,
             p.payment_date::text as payment_date, p.billing_type, sp.name as plan
        from public.asaas_payments p
        left join public.subscriptions s on s.id = p.subscription_id
        left join public.subscription_plans sp on sp.id = s.plan_id
       where not p.deleted and ${within(sql`p.created_at`, r)}
       order by p.created_at, p.id
       limit ${limit + 1}`),
  );
  const [sum] = rowsOf<{
    count: string;
    gross: string;
    paid_count: string;
    paid: string;
    pending: string;
    overdue: string;
    refunded: string;
  }>(
    await db.execute(sql`
      select count(*)::text as count,
             round(coalesce(sum(value), 0) * 100)::text as gross,
             count(*) filter (where status in (${paid}))::text as paid_count,
             round(coalesce(sum(value) filter (where status in (${paid})), 0) * 100)::text as paid,
             count(*) filter (where status = 'PENDING')::text as pending,
             count(*) filter (where status = 'OVERDUE')::text as overdue,
             count(*) filter (where status = 'REFUNDED')::text as refunded
        from public.asaas_payments p where not p.deleted and ${within(sql`p.created_at`, r)}`),
  );
  const cents = (value: string) => Math.round(Number(value) * 100);
  return {
    truncated: rows.length > limit,
    sections: [
      {
        title: k("summary"),
        head: [k("indicator"), k("value")],
        rows: [
          [k("payments"), c.count(n(sum?.count))],
          [k("gross"), c.money(n(sum?.gross))],
          [k("paidCount"), c.count(n(sum?.paid_count))],
          [k("paidValue"), c.money(n(sum?.paid))],
          [k("pending"), c.count(n(sum?.pending))],
          [k("overdue"), c.count(n(sum?.overdue))],
          [k("refunded"), c.count(n(sum?.refunded))],
        ],
      },
      {
        title: k("paymentList"),
        head: [
          k("createdAt"),
          k("customer"),
          k("email"),
          k("plan"),
          k("amount"),
          k("paymentStatus"),
          k("dueDate"),
          k("paidOn"),
          k("billingType"),
        ],
        rows: rows
          .slice(0, limit)
          .map((p) => [
            formatDateTime(p.created_at),
            p.customer_name ?? "",
            p.customer_email ?? "",
            p.plan ?? "",
            c.money(cents(p.value)),
            p.status,
            p.due_date ? formatDate(p.due_date) : "",
            p.payment_date ? formatDate(p.payment_date) : "",
            p.billing_type ?? "",
          ]),
      },
    ],
  };
}

async function usageReport(db: Db, r: Instants, t: Translate, c: Cells): Promise<ReportContent> {
  const k = (key: string) => t(`systemReports.content.${key}`);
  const byType = rowsOf<{ type: string; count: string; users: string }>(
    await db.execute(sql`
      select simulation_type as type, count(*)::text as count, count(distinct user_id)::text as users
        from public.simulations where ${within(sql`created_at`, r)}
       group by simulation_type order by count(*) desc, simulation_type`),
  );
  const [totals] = rowsOf<{ questions: string; tokens: string; reports: string; active: string }>(
    await db.execute(sql`
      select (select count(*) from public.ai_usage where role = 'user' and ${within(sql`created_at`, r)})::text as questions,
             (select coalesce(sum(input_tokens + output_tokens), 0) from public.ai_usage where ${within(sql`created_at`, r)})::text as tokens,
             (select count(*) from public.reports where ${within(sql`created_at`, r)})::text as reports,
             (select count(distinct user_id) from (
                select user_id from public.simulations where ${within(sql`created_at`, r)}
                union select user_id from public.ai_usage where ${within(sql`created_at`, r)}
                union select user_id from public.reports where ${within(sql`created_at`, r)}) used)::text as active`),
  );
  return {
    truncated: false,
    sections: [
      {
        title: k("summary"),
        head: [k("indicator"), k("value")],
        rows: [
          [k("activeUsers"), c.count(n(totals?.active))],
          [k("simulations"), c.count(byType.reduce((sum, s) => sum + n(s.count), 0))],
          [k("aiQuestions"), c.count(n(totals?.questions))],
          [k("aiTokens"), c.count(n(totals?.tokens))],
          [k("reports"), c.count(n(totals?.reports))],
        ],
      },
      {
        title: k("simulationsByType"),
        head: [k("tool"), k("simulations"), k("usersCount")],
        rows: byType.map((s) => [simulationTypeLabel(t, s.type), c.count(n(s.count)), c.count(n(s.users))]),
      },
    ],
  };
}

/** The tables of one report kind over a period. Refuses anyone but an administrator. */
export async function loadReportContent(
  db: Db,
  kind: SystemReportKind,
  range: Instants,
  t: Translate,
  c: Cells,
  detailLimit: number,
): Promise<ReportContent> {
  await assertAdmin(db);
  switch (kind) {
    case "users":
      return usersReport(db, range, t, c, detailLimit);
    case "financial":
      return financialReport(db, range, t, c, detailLimit);
    case "usage":
      return usageReport(db, range, t, c);
    case "analytics":
      return { truncated: false, sections: analyticsSections(await getAnalytics(db, daysOf(range)), t, c) };
  }
}
