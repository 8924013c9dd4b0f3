import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { PAID_STATUSES } from "@/lib/payments/provider";
import type { DateRange } from "./period";
import { rowsOf } from "@/lib/db/rows";

// /admin/analytics from SQL: every figure is computed from the billing, profile and usage tables at request time.
// Run under withRls as an admin: the admin read policies open the tables, and assertAdmin refuses anyone else
// outright (a subscriber's RLS would otherwise quietly answer with figures about themselves alone).
// Money is integer centavos; a calendar day or month is Brasília's.

export type PlanFigures = { plan: string; subscribers: number; mrrCentavos: number };
export type MonthFigures = { month: string; newSubscribers: number; churned: number; revenueCentavos: number };
export type Funnel = { registered: number; paymentCreated: number; paid: number };
export type UsageFigures = {
  simulationsByType: { type: string; count: number }[];
  aiMessages: number;
  reports: number;
};
export type RevenueByPlan = { plan: string; payments: number; revenueCentavos: number };

export type Analytics = {
  range: DateRange;
  /** Monthly recurring revenue of the subscriptions active now (a yearly one counts a twelfth); ARR = 12 × MRR. */
  mrrCentavos: number;
  arrCentavos: number;
  activeSubscribers: number;
  subscribersByPlan: PlanFigures[];
  months: MonthFigures[];
  /** Accounts created in the range, those of them with a charge created, those with a charge paid. */
  funnel: Funnel;
  /** Share of the range's new accounts (all start on trial) that paid; null with no new account. */
  trialToPaid: number | null;
  usage: UsageFigures;
  revenueCentavos: number;
  revenueByPlan: RevenueByPlan[];
};

const TZ = "America/Sao_Paulo";
const paid = sql.join(
  PAID_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/** A timestamptz column's Brasília calendar day. */
const day = (column: SQL) => sql`(${column} at time zone ${TZ})::date`;
const inRange = (dayExpr: SQL, range: DateRange) => sql`${dayExpr} between ${range.start}::date and ${range.end}::date`;
const int = (value: unknown) => Number(value ?? 0);

/** Refuses anyone but an administrator (AppError forbidden), whatever the RLS policies would show them. */
export async function assertAdmin(db: Db): Promise<void> {
  const [row] = rowsOf<{ admin: boolean }>(await db.execute(sql`select public.is_admin() as admin`));
  if (!row?.admin) throw new AppError("forbidden");
}

/** A charge's plan: its subscription's, else the plan of the registration it was created for (a first charge synced before its subscription row). */
const PLAN_NAME = sql`coalesce(sp.name, rsp.name, 'Sem plano')`;
/** A paid charge's day: when it was paid, else when the mirror row appeared. */
const PAID_DAY = sql`coalesce(p.payment_date, (p.created_at at time zone ${TZ})::date)`;

export async function getAnalytics(db: Db, range: DateRange): Promise<Analytics> {
  await assertAdmin(db);

  const byPlan = rowsOf<{ plan: string; subscribers: string; mrr: string }>(
    await db.execute(sql`
      with current_subscription as (
        -- One per customer, the newest active (the one the profile's plan follows): after an upgrade the older
        -- subscription stays active until the provider confirms its cancellation, and was counted twice.
        select distinct on (s.user_id) s.plan_id, s.value, s.billing_cycle
          from public.subscriptions s
         where s.status = 'active'
         order by s.user_id, s.created_at desc
      )
      select sp.name as plan, count(*)::text as subscribers,
             round(sum(case when s.billing_cycle = 'yearly' then s.value / 12 else s.value end) * 100)::text as mrr
        from current_subscription s join public.subscription_plans sp on sp.id = s.plan_id
       group by sp.name, sp.display_order
       order by sp.display_order, sp.name`),
  );

  const monthly = rowsOf<{ month: string; new_subscribers: string; churned: string; revenue: string }>(
    await db.execute(sql`
      with months(month) as (
        select to_char(d, 'YYYY-MM')
          from generate_series(date_trunc('month', ${range.start}::date), date_trunc('month', ${range.end}::date), interval '1 month') d
      ),
      first_paid as (
        select p.subscription_id, min(${PAID_DAY}) as paid_on
          from public.asaas_payments p
         where p.status in (${paid}) and not p.deleted and p.subscription_id is not null
         group by p.subscription_id
      )
      select m.month,
             (select count(*) from first_paid f
               where to_char(f.paid_on, 'YYYY-MM') = m.month and ${inRange(sql`f.paid_on`, range)})::text as new_subscribers,
             (select count(*) from public.subscriptions s
               where s.status = 'cancelled' and s.cancelled_at is not null
                 and to_char(${day(sql`s.cancelled_at`)}, 'YYYY-MM') = m.month and ${inRange(day(sql`s.cancelled_at`), range)})::text as churned,
             (select round(coalesce(sum(p.value), 0) * 100) from public.asaas_payments p
               where p.status in (${paid}) and not p.deleted
                 and to_char(${PAID_DAY}, 'YYYY-MM') = m.month and ${inRange(PAID_DAY, range)})::text as revenue
        from months m
       order by m.month`),
  );

  const [funnel] = rowsOf<{ registered: string; payment_created: string; paid: string }>(
    await db.execute(sql`
      with cohort as (
        select pr.id from public.profiles pr
         where pr.user_type <> 'admin' and ${inRange(day(sql`pr.created_at`), range)}
      )
      select (select count(*) from cohort)::text as registered,
             (select count(*) from cohort c where exists (
                select 1 from public.asaas_payments p where p.user_id = c.id and not p.deleted))::text as payment_created,
             (select count(*) from cohort c where exists (
                select 1 from public.asaas_payments p where p.user_id = c.id and not p.deleted and p.status in (${paid})))::text as paid`),
  );

  const simulationsByType = rowsOf<{ type: string; count: string }>(
    await db.execute(sql`
      select simulation_type as type, count(*)::text as count from public.simulations
       where ${inRange(day(sql`created_at`), range)}
       group by simulation_type order by count(*) desc, simulation_type`),
  );
  const [counts] = rowsOf<{ ai_messages: string; reports: string }>(
    await db.execute(sql`
      select (select count(*) from public.ai_usage where role = 'user' and ${inRange(day(sql`created_at`), range)})::text as ai_messages,
             (select count(*) from public.reports where ${inRange(day(sql`created_at`), range)})::text as reports`),
  );

  const revenueByPlan = rowsOf<{ plan: string; payments: string; revenue: string }>(
    await db.execute(sql`
      select ${PLAN_NAME} as plan, count(*)::text as payments, round(sum(p.value) * 100)::text as revenue
        from public.asaas_payments p
        left join public.subscriptions s on s.id = p.subscription_id
        left join public.subscription_plans sp on sp.id = s.plan_id
        left join public.pending_registrations r on r.id = p.registration_id
        left join public.subscription_plans rsp on rsp.id = r.selected_plan_id
       where p.status in (${paid}) and not p.deleted and ${inRange(PAID_DAY, range)}
       group by ${PLAN_NAME}
       order by sum(p.value) desc, 1`),
  );

  const subscribersByPlan = byPlan.map((r) => ({
    plan: r.plan,
    subscribers: int(r.subscribers),
    mrrCentavos: int(r.mrr),
  }));
  const mrrCentavos = subscribersByPlan.reduce((sum, p) => sum + p.mrrCentavos, 0);
  const registered = int(funnel?.registered);
  const paidCount = int(funnel?.paid);
  const revenue = revenueByPlan.map((r) => ({
    plan: r.plan,
    payments: int(r.payments),
    revenueCentavos: int(r.revenue),
  }));
  return {
    range,
    mrrCentavos,
    arrCentavos: mrrCentavos * 12,
    activeSubscribers: subscribersByPlan.reduce((sum, p) => sum + p.subscribers, 0),
    subscribersByPlan,
    months: monthly.map((r) => ({
      month: r.month,
      newSubscribers: int(r.new_subscribers),
      churned: int(r.churned),
      revenueCentavos: int(r.revenue),
    })),
    funnel: { registered, paymentCreated: int(funnel?.payment_created), paid: paidCount },
    trialToPaid: registered > 0 ? paidCount / registered : null,
    usage: {
      simulationsByType: simulationsByType.map((r) => ({ type: r.type, count: int(r.count) })),
      aiMessages: int(counts?.ai_messages),
      reports: int(counts?.reports),
    },
    revenueCentavos: revenue.reduce((sum, r) => sum + r.revenueCentavos, 0),
    revenueByPlan: revenue,
  };
}
