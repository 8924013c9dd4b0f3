-- Plans, plan features and user profiles, plus the helpers every later policy uses:
-- public.set_updated_at(), public.is_admin(), public.my_plan_permissions(), public.has_feature(),
-- public.plan_limit().
--
-- Supabase grants ALL on new public tables to anon and authenticated by default privileges, so each
-- table below first revokes everything and then grants exactly what the client roles need.

create or replace function public.set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
create table public.subscription_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique check (slug ~ '^[a-z0-9_-]+$'),
  monthly_price numeric(10, 2) not null default 0 check (monthly_price >= 0),
  yearly_price numeric(10, 2) not null default 0 check (yearly_price >= 0),
  description text,
  is_popular boolean not null default false,
  is_active boolean not null default false,
  display_order integer not null default 0,
  permissions jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.subscription_plans enable row level security;
comment on table public.subscription_plans is 'The one price list of the product (docs/decisions.md §7). Prices in BRL.';
comment on column public.subscription_plans.permissions is
  'Feature flags of the plan (fiscalSimulator ... customDashboard, booleans) and limits maxSimulations '
  '(per calendar month) and maxCompanies (integers; null = unlimited).';
create trigger subscription_plans_updated_at before update on public.subscription_plans
  for each row execute function public.set_updated_at();

create table public.plan_features (
  id uuid primary key default gen_random_uuid(),
  plan_id uuid not null references public.subscription_plans (id) on delete cascade,
  feature_name text not null,
  feature_description text,
  is_included boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now()
);
alter table public.plan_features enable row level security;
comment on table public.plan_features is 'Marketing bullet points shown with a plan; enforcement uses subscription_plans.permissions.';
create index plan_features_plan_id_idx on public.plan_features (plan_id, display_order);

-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null default '',
  email text not null,
  phone text,
  cpf_cnpj text,
  subscription_status text not null default 'trial'
    check (subscription_status in ('trial', 'basic', 'professional', 'enterprise', 'cancelled', 'expired')),
  user_type text not null default 'subscriber' check (user_type in ('subscriber', 'affiliate', 'admin')),
  plan_id uuid references public.subscription_plans (id) on delete set null,
  affiliate_code text unique,
  referred_by uuid references public.profiles (id) on delete set null,
  asaas_customer_id text unique,
  notification_preferences jsonb not null default '{"email": true, "sms": false, "push": true}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
comment on table public.profiles is 'One row per auth user, created by the sign-up trigger (public.handle_new_user).';
comment on column public.profiles.subscription_status is
  'Plan slug while the account has access (trial, basic, professional, enterprise) or cancelled/expired. '
  'Written only by the server (payment sync, admin); never by the user.';
comment on column public.profiles.plan_id is
  'Plan the user pays for; null = the plan whose slug equals subscription_status (trial when none).';
comment on column public.profiles.affiliate_code is 'Referral code of an affiliate (AF + 3 letters of the name + 8 hex).';
comment on column public.profiles.referred_by is 'Affiliate whose referral code the user signed up with.';
comment on column public.profiles.asaas_customer_id is 'Customer id at the payment provider (Asaas "cus_..." or sandbox).';
create index profiles_referred_by_idx on public.profiles (referred_by);
create index profiles_created_at_idx on public.profiles (created_at desc);
create trigger profiles_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

-- Defence in depth behind the column grants below: even if a future grant widened UPDATE, the
-- client roles still could not change who they are or what they pay for.
create or replace function public.profiles_guard_privileged_columns() returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') and (
       new.id is distinct from old.id
    or new.email is distinct from old.email
    or new.user_type is distinct from old.user_type
    or new.subscription_status is distinct from old.subscription_status
    or new.plan_id is distinct from old.plan_id
    or new.affiliate_code is distinct from old.affiliate_code
    or new.referred_by is distinct from old.referred_by
    or new.asaas_customer_id is distinct from old.asaas_customer_id
    or new.created_at is distinct from old.created_at
  ) then
    raise exception 'only the server may change privileged profile columns'
      using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger profiles_guard_privileged_columns before update on public.profiles
  for each row execute function public.profiles_guard_privileged_columns();

-- ---------------------------------------------------------------------------------------------
-- Security definer so that policies on profiles can call it without recursing into RLS.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and user_type = 'admin'
  )
$$;
comment on function public.is_admin() is 'True when the signed-in user (auth.uid()) has user_type admin.';

-- Permissions of the signed-in user's plan: the paid plan while active, else the plan named by
-- subscription_status, else trial (docs/decisions.md, S8).
create or replace function public.my_plan_permissions() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select sp.permissions
       from public.profiles p join public.subscription_plans sp on sp.id = p.plan_id
      where p.id = (select auth.uid()) and p.subscription_status not in ('cancelled', 'expired')),
    (select sp.permissions
       from public.profiles p join public.subscription_plans sp on sp.slug = p.subscription_status
      where p.id = (select auth.uid())),
    (select permissions from public.subscription_plans where slug = 'trial'),
    '{}'::jsonb
  )
$$;

create or replace function public.has_feature(flag text) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((public.my_plan_permissions() ->> flag)::boolean, false)
$$;

-- null means unlimited.
create or replace function public.plan_limit(limit_key text) returns integer
language sql stable
set search_path = ''
as $$
  select (public.my_plan_permissions() ->> limit_key)::integer
$$;

revoke execute on function public.is_admin(), public.my_plan_permissions(), public.has_feature(text),
  public.plan_limit(text) from public, anon, authenticated;
grant execute on function public.is_admin(), public.my_plan_permissions(), public.has_feature(text),
  public.plan_limit(text) to authenticated, service_role;
revoke execute on function public.profiles_guard_privileged_columns(), public.set_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Grants and policies. Supabase's default privileges also grant EXECUTE on new functions to anon
-- and authenticated, hence the explicit revokes (on plain PostgreSQL they only revoke from PUBLIC).
revoke all on public.subscription_plans, public.plan_features, public.profiles from anon, authenticated;
grant all on public.subscription_plans, public.plan_features, public.profiles to service_role;

grant select on public.subscription_plans, public.plan_features to anon;
grant select, insert, update, delete on public.subscription_plans, public.plan_features to authenticated;

create policy subscription_plans_read_active on public.subscription_plans
  for select to anon, authenticated using (is_active);
create policy subscription_plans_read_own on public.subscription_plans
  for select to authenticated
  using (id = (select plan_id from public.profiles where id = (select auth.uid())));
create policy subscription_plans_admin_all on public.subscription_plans
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy plan_features_read_active on public.plan_features
  for select to anon, authenticated
  using (exists (select 1 from public.subscription_plans sp where sp.id = plan_id and sp.is_active));
create policy plan_features_admin_all on public.plan_features
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- Users read their own profile and change only personal data; rows are created by the sign-up
-- trigger and removed with the auth user.
grant select on public.profiles to authenticated;
grant update (name, phone, cpf_cnpj, notification_preferences) on public.profiles to authenticated;

create policy profiles_read_own on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy profiles_update_own on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy profiles_admin_read on public.profiles
  for select to authenticated using ((select public.is_admin()));
