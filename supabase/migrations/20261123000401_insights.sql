-- Insight tools: facts the risk detector needs that companies did not store (start of activity for the
-- first-year proportional limits, partners, profits distributed per partner), and the stored risk analyses with
-- their input snapshot so the user sees how the score moved. Analyses are the owner's only (no admin read): they
-- are derived data the owner can recompute at any time.

alter table public.companies
  add column opened_on date,
  add column partners integer check (partners between 0 and 100),
  add column dividends_monthly numeric(14, 2) check (dividends_monthly >= 0);
comment on column public.companies.opened_on is 'Start of activity: first-year proportional limits (LC 123 art. 3º §2º, art. 18-A §2º).';
comment on column public.companies.partners is 'Number of partners (sócios); null = not informed (the engine assumes one).';
comment on column public.companies.dividends_monthly is 'Profits distributed to each partner per month, in BRL (Lei 9.250 art. 6º-A, INSS exposure without pró-labore).';
grant update (opened_on, partners, dividends_monthly) on public.companies to authenticated;

create table public.risk_analyses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  score integer not null check (score between 0 and 100),
  level text not null check (level in ('nenhum', 'baixo', 'medio', 'alto')),
  companies integer not null check (companies >= 0),
  risks integer not null check (risks >= 0),
  snapshot_hash text not null,
  input jsonb not null,
  result jsonb not null,
  created_at timestamptz not null default now()
);
alter table public.risk_analyses enable row level security;
comment on table public.risk_analyses is 'Each run of the risk detector (lib/insights), newest first on /risk-detector.';
comment on column public.risk_analyses.input is 'Snapshot of the company facts the analysis read (CompanyFacts[]).';
comment on column public.risk_analyses.result is 'The analysis: per-company scores, risks and action plan.';
comment on column public.risk_analyses.snapshot_hash is 'SHA-256 of the input: a page load stores a new analysis only when the facts changed.';
create index risk_analyses_user_id_idx on public.risk_analyses (user_id, created_at desc);

revoke all on public.risk_analyses from anon, authenticated;
grant all on public.risk_analyses to service_role;
grant select, insert, delete on public.risk_analyses to authenticated;

create policy risk_analyses_read_own on public.risk_analyses
  for select to authenticated using (user_id = (select auth.uid()));
create policy risk_analyses_insert_own on public.risk_analyses
  for insert to authenticated
  with check (user_id = (select auth.uid()) and public.has_feature('riskDetector'));
create policy risk_analyses_delete_own on public.risk_analyses
  for delete to authenticated using (user_id = (select auth.uid()));
