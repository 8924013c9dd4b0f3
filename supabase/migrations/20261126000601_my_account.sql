-- The signed-in user's own account in one call, read on every signed-in request (lib/auth/profile.ts): the profile,
-- the name and permissions of the plan, the charges still waiting for their PIX, and the three counts the plan's
-- limits apply to. Read through the policies instead, the plans table's own policies (their subqueries on
-- subscriptions and pending registrations, each with is_admin()) made that read cost a third of a request's
-- database time (docs/performance.md, "Signed-in pages").
-- Security definer like public.my_plan_permissions(), whose answer it returns, and scoped the same way: the row of
-- auth.uid(), nobody else's. An erased account (deleted_at set) has none.
create or replace function public.my_account()
returns table (
  id uuid,
  name text,
  email text,
  subscription_status text,
  user_type text,
  plan_name text,
  pending_charges integer,
  plan_permissions jsonb,
  simulations_this_month integer,
  companies integer,
  reports integer
)
language sql stable security definer set search_path = ''
as $$
  select p.id, p.name, p.email, p.subscription_status, p.user_type,
    (select sp.name from public.subscription_plans sp where sp.slug = p.subscription_status),
    (select count(*)::integer from public.pending_registrations r
      where r.user_id = p.id and r.status = 'pending_payment' and r.expires_at > now()),
    public.my_plan_permissions(),
    (select count(*)::integer from public.simulation_usage u
      where u.user_id = p.id and u.created_at >= date_trunc('month', now(), 'America/Sao_Paulo')),
    (select count(*)::integer from public.companies c where c.user_id = p.id),
    (select count(*)::integer from public.reports r where r.user_id = p.id)
  from public.profiles p
  where p.id = (select auth.uid()) and p.deleted_at is null
$$;
comment on function public.my_account() is
  'The signed-in user''s profile, plan name and permissions, pending PIX charges and plan usage counts.';

revoke execute on function public.my_account() from public, anon, authenticated;
grant execute on function public.my_account() to authenticated, service_role;
