-- Any plan of the price list can be sold, not only the four seeded ones.
--
-- profiles.subscription_status keeps its meaning: the slug of the plan that gives the account access, or
-- cancelled/expired once access ended. Its fixed check (trial, basic, professional, enterprise, cancelled, expired)
-- becomes a reference to subscription_plans.slug, enforced by triggers on both sides because a foreign key cannot
-- exempt the two lifecycle values:
--   * a profile may only name an existing plan (or cancelled/expired);
--   * a plan named by a profile cannot be deleted or change its slug;
--   * no plan may take the slug cancelled or expired.
-- Permissions already come from the plan row (public.my_plan_permissions(): plan_id first, then the slug), so a new
-- plan's flags and limits apply as soon as a profile names it.

alter table public.profiles drop constraint profiles_subscription_status_check;

create or replace function public.profiles_subscription_status_is_plan() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.subscription_status not in ('cancelled', 'expired')
     and not exists (select 1 from public.subscription_plans where slug = new.subscription_status) then
    raise exception 'subscription_status "%" is neither a plan slug nor cancelled/expired', new.subscription_status
      using errcode = '23503';
  end if;
  return new;
end
$$;
create trigger profiles_subscription_status_is_plan before insert or update of subscription_status on public.profiles
  for each row execute function public.profiles_subscription_status_is_plan();

create or replace function public.subscription_plans_keep_named_slug() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' and new.slug in ('cancelled', 'expired') then
    raise exception 'a plan cannot take the slug "%": it is a subscription lifecycle status', new.slug
      using errcode = '23514';
  end if;
  if tg_op <> 'INSERT' and (tg_op = 'DELETE' or new.slug is distinct from old.slug)
     and exists (select 1 from public.profiles where subscription_status = old.slug) then
    raise exception 'plan "%" is the subscription_status of accounts', old.slug
      using errcode = '23503';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger subscription_plans_keep_named_slug before insert or update of slug or delete on public.subscription_plans
  for each row execute function public.subscription_plans_keep_named_slug();

revoke execute on function public.profiles_subscription_status_is_plan(), public.subscription_plans_keep_named_slug()
  from public, anon, authenticated;

comment on column public.profiles.subscription_status is
  'Slug of the plan (subscription_plans.slug, any plan) while the account has access, or cancelled/expired. '
  'Checked by the trigger profiles_subscription_status_is_plan. Written only by the server (payment sync, admin).';
