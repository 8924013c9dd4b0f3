-- What the subscription section of /settings reads, in one call (lib/billing/subscription-overview.ts): the plan the
-- profile grants, the running subscriptions, the plan change waiting for its PIX, one page of the payment history,
-- the unpaid charges of the running subscriptions and whether a charge was ever paid. Read through the policies,
-- as six statements, the plans table's own policies (their subqueries with is_admin()) made each join cost ~1 ms,
-- a quarter of the page's server time (docs/performance.md, "Signed-in pages").
-- Security definer like public.my_account(), and scoped the same way: the rows of auth.uid(), nobody else's.
-- p_offset and p_limit page the history; p_paid_statuses are the provider statuses that mean a charge was paid (or
-- paid and then reversed), given by lib/billing so that the list lives in one place.
create or replace function public.my_subscription_overview(p_offset integer, p_limit integer, p_paid_statuses text[])
returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'profile', (
      select jsonb_build_object('planName', sp.name, 'monthlyPrice', sp.monthly_price::text, 'planId', p.plan_id,
        'status', p.subscription_status)
      from public.profiles p left join public.subscription_plans sp on sp.id = p.plan_id
      where p.id = (select auth.uid())),
    'running', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'planId', s.plan_id, 'planName', sp.name,
          'value', s.value::text, 'status', s.status, 'nextDueDate', s.next_due_date,
          'currentPeriodEnd', s.current_period_end, 'cancelAtPeriodEnd', s.cancel_at_period_end)
        order by s.created_at desc)
      from public.subscriptions s join public.subscription_plans sp on sp.id = s.plan_id
      where s.user_id = (select auth.uid()) and s.status in ('pending', 'active', 'overdue')), '[]'::jsonb),
    'pending', (
      select jsonb_build_object('id', r.id, 'planName', sp.name)
      from public.pending_registrations r join public.subscription_plans sp on sp.id = r.selected_plan_id
      where r.user_id = (select auth.uid()) and r.status = 'pending_payment'
      order by r.created_at desc limit 1),
    'history', coalesce((
      select jsonb_agg(h.row order by h.n)
      from (
        select row_number() over (order by a.due_date desc nulls last, a.created_at desc, a.id desc) as n,
          jsonb_build_object('id', a.id, 'dueDate', a.due_date, 'paymentDate', a.payment_date,
            'value', a.value::text, 'status', a.status, 'planName', sp.name, 'invoiceUrl', a.invoice_url) as row
        from public.asaas_payments a
          left join public.subscriptions s on s.id = a.subscription_id
          left join public.subscription_plans sp on sp.id = s.plan_id
        where a.user_id = (select auth.uid()) and not a.deleted
        order by a.due_date desc nulls last, a.created_at desc, a.id desc
        offset p_offset limit p_limit) h), '[]'::jsonb),
    'openCharges', coalesce((
      select jsonb_agg(jsonb_build_object('subscriptionId', a.subscription_id, 'dueDate', a.due_date,
          'value', a.value::text, 'invoiceUrl', a.invoice_url, 'status', a.status)
        order by a.status = 'OVERDUE' desc, a.due_date asc)
      from public.asaas_payments a join public.subscriptions s on s.id = a.subscription_id
      where s.user_id = (select auth.uid()) and s.status in ('pending', 'active', 'overdue')
        and not a.deleted and a.status in ('OVERDUE', 'PENDING')), '[]'::jsonb),
    'everPaid', exists (
      select 1 from public.asaas_payments a
      where a.user_id = (select auth.uid()) and a.status = any (p_paid_statuses))
  )
$$;
comment on function public.my_subscription_overview(integer, integer, text[]) is
  'The signed-in user''s plan, running subscriptions, pending plan change, a page of payments, open charges and whether a charge was ever paid.';

revoke execute on function public.my_subscription_overview(integer, integer, text[]) from public, anon, authenticated;
grant execute on function public.my_subscription_overview(integer, integer, text[]) to authenticated, service_role;
