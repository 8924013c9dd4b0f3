-- A retired (inactive) plan stays readable by the users who subscribed to it or asked for it, so
-- /settings can still name the plan of a running subscription, a pending change and past charges.
create policy subscription_plans_read_subscribed on public.subscription_plans
  for select to authenticated
  using (
    exists (select 1 from public.subscriptions s where s.plan_id = subscription_plans.id and s.user_id = (select auth.uid()))
    or exists (
      select 1 from public.pending_registrations r
      where r.selected_plan_id = subscription_plans.id and r.user_id = (select auth.uid())
    )
  );
