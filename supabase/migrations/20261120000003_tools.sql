-- The user's own data for the tools: companies, saved simulations (with a usage ledger for the
-- monthly plan limit) and generated PDF reports. Users have full CRUD on their own rows; plan
-- limits and feature flags are enforced here as well as in the server (docs/decisions.md §12).

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  cnpj text check (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  regime text not null default 'simples_nacional'
    check (regime in ('mei', 'simples_nacional', 'lucro_presumido', 'lucro_real')),
  activity text,
  cnae text,
  state char(2),
  city text,
  iss_rate numeric(5, 2) check (iss_rate between 0 and 100),
  monthly_revenues numeric(14, 2)[] check (monthly_revenues is null or cardinality(monthly_revenues) <= 12),
  annual_revenue numeric(14, 2) check (annual_revenue >= 0),
  payroll_monthly numeric(14, 2) check (payroll_monthly >= 0),
  pro_labore_monthly numeric(14, 2) check (pro_labore_monthly >= 0),
  employees integer check (employees >= 0),
  status text not null default 'ativa' check (status in ('ativa', 'inativa')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.companies enable row level security;
comment on column public.companies.cnpj is 'CNPJ without punctuation, upper case; alphanumeric from July 2026 (docs/decisions.md §19).';
comment on column public.companies.activity is 'Activity group used by the tax engine (comercio, servicos, industria, ...).';
comment on column public.companies.monthly_revenues is 'Gross revenue of the last 12 months, oldest first (RBT12 and fator R).';
comment on column public.companies.annual_revenue is 'Declared annual gross revenue when monthly figures are not given.';
comment on column public.companies.iss_rate is 'Municipal ISS rate in percent.';
create index companies_user_id_idx on public.companies (user_id, created_at desc);
create unique index companies_user_cnpj_key on public.companies (user_id, cnpj) where cnpj is not null;
create trigger companies_updated_at before update on public.companies
  for each row execute function public.set_updated_at();

create table public.simulations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  company_id uuid references public.companies (id) on delete set null,
  title text not null,
  simulation_type text not null check (simulation_type in (
    'fiscal', 'labor', 'clt_vs_pj', 'risk', 'mei', 'profit_strategy', 'hidden_credits', 'regime_alert', 'tax_benefits'
  )),
  status text not null default 'completed' check (status in ('processing', 'completed', 'error')),
  year integer check (year between 2000 and 2100),
  input jsonb not null default '{}',
  result jsonb,
  savings numeric(14, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.simulations enable row level security;
comment on column public.simulations.year is 'Tax year whose tables were used (docs/decisions.md §3).';
comment on column public.simulations.input is 'Validated input of the tool, as submitted.';
comment on column public.simulations.result is 'Engine output including the memória de cálculo (docs/decisions.md §2).';
comment on column public.simulations.savings is 'Annual savings in BRL found by the simulation, when it applies.';
create index simulations_user_id_created_at_idx on public.simulations (user_id, created_at desc);
create index simulations_company_id_idx on public.simulations (company_id);
create trigger simulations_updated_at before update on public.simulations
  for each row execute function public.set_updated_at();

-- Feature flag (subscription_plans.permissions) that allows saving a simulation of each type.
create or replace function public.simulation_feature(simulation_type text) returns text
language sql immutable
set search_path = ''
as $$
  select case simulation_type
    when 'fiscal' then 'fiscalSimulator'
    when 'labor' then 'laborSimulator'
    when 'clt_vs_pj' then 'cltVsPj'
    when 'risk' then 'riskDetector'
    when 'mei' then 'meiChecker'
    when 'profit_strategy' then 'profitStrategy'
    when 'hidden_credits' then 'hiddenCredits'
    when 'regime_alert' then 'regimeAlert'
    when 'tax_benefits' then 'fiscalBenefits'
  end
$$;

-- Every saved simulation is recorded here; deleting a simulation does not give the quota back.
create table public.simulation_usage (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  simulation_id uuid,
  simulation_type text not null,
  created_at timestamptz not null default now()
);
alter table public.simulation_usage enable row level security;
comment on table public.simulation_usage is 'Ledger behind the maxSimulations-per-month limit; written by trigger only.';
comment on column public.simulation_usage.simulation_id is 'Not a foreign key: the usage stays when the simulation is deleted.';
create index simulation_usage_user_id_idx on public.simulation_usage (user_id, created_at);

create or replace function public.record_simulation_usage() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.simulation_usage (user_id, simulation_id, simulation_type, created_at)
  values (new.user_id, new.id, new.simulation_type, new.created_at);
  return new;
end
$$;
create trigger simulations_record_usage after insert on public.simulations
  for each row execute function public.record_simulation_usage();

-- Calendar month in Brazil (America/Sao_Paulo).
create or replace function public.simulations_used_this_month() returns integer
language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.simulation_usage
  where user_id = (select auth.uid())
    and created_at >= date_trunc('month', now(), 'America/Sao_Paulo')
$$;

create or replace function public.companies_owned() returns integer
language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.companies where user_id = (select auth.uid())
$$;

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  simulation_id uuid references public.simulations (id) on delete set null,
  company_id uuid references public.companies (id) on delete set null,
  title text not null,
  type text not null,
  status text not null default 'processing' check (status in ('processing', 'completed', 'error')),
  file bytea,
  size_bytes integer check (size_bytes >= 0),
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.reports enable row level security;
comment on column public.reports.type is 'Report kind, e.g. the simulation_type it was generated from.';
comment on column public.reports.file is 'The generated PDF (docs/decisions.md §17); null while processing or on error.';
create index reports_user_id_idx on public.reports (user_id, created_at desc);
create trigger reports_updated_at before update on public.reports
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
revoke execute on function public.record_simulation_usage() from public, anon, authenticated;
revoke execute on function public.simulations_used_this_month(), public.companies_owned() from public, anon, authenticated;
grant execute on function public.simulations_used_this_month(), public.companies_owned(),
  public.simulation_feature(text) to authenticated, service_role;

revoke all on public.companies, public.simulations, public.simulation_usage, public.reports from anon, authenticated;
grant all on public.companies, public.simulations, public.simulation_usage, public.reports to service_role;

grant select, insert, delete on public.companies, public.simulations, public.reports to authenticated;
grant update (name, cnpj, regime, activity, cnae, state, city, iss_rate, monthly_revenues, annual_revenue,
  payroll_monthly, pro_labore_monthly, employees, status) on public.companies to authenticated;
grant update (title, company_id, status, year, input, result, savings) on public.simulations to authenticated;
grant update (title, status, file, size_bytes, error) on public.reports to authenticated;
grant select on public.simulation_usage to authenticated;

create policy companies_read_own on public.companies
  for select to authenticated using (user_id = (select auth.uid()));
create policy companies_insert_own on public.companies
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (public.plan_limit('maxCompanies') is null or public.companies_owned() < public.plan_limit('maxCompanies'))
  );
create policy companies_update_own on public.companies
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy companies_delete_own on public.companies
  for delete to authenticated using (user_id = (select auth.uid()));
create policy companies_admin_read on public.companies
  for select to authenticated using ((select public.is_admin()));

create policy simulations_read_own on public.simulations
  for select to authenticated using (user_id = (select auth.uid()));
create policy simulations_insert_own on public.simulations
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and public.has_feature(public.simulation_feature(simulation_type))
    and (public.plan_limit('maxSimulations') is null
         or public.simulations_used_this_month() < public.plan_limit('maxSimulations'))
    and (company_id is null or exists (
      select 1 from public.companies c where c.id = company_id and c.user_id = (select auth.uid())))
  );
create policy simulations_update_own on public.simulations
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (company_id is null or exists (
      select 1 from public.companies c where c.id = company_id and c.user_id = (select auth.uid())))
  );
create policy simulations_delete_own on public.simulations
  for delete to authenticated using (user_id = (select auth.uid()));
create policy simulations_admin_read on public.simulations
  for select to authenticated using ((select public.is_admin()));

create policy simulation_usage_read_own on public.simulation_usage
  for select to authenticated using (user_id = (select auth.uid()));

create policy reports_read_own on public.reports
  for select to authenticated using (user_id = (select auth.uid()));
create policy reports_insert_own on public.reports
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and public.has_feature('reports')
    and (simulation_id is null or exists (
      select 1 from public.simulations s where s.id = simulation_id and s.user_id = (select auth.uid())))
    and (company_id is null or exists (
      select 1 from public.companies c where c.id = company_id and c.user_id = (select auth.uid())))
  );
create policy reports_update_own on public.reports
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy reports_delete_own on public.reports
  for delete to authenticated using (user_id = (select auth.uid()));
