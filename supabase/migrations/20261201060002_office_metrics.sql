-- The portfolio's figures per client, precomputed: what the engine derives from a client's data (regime and annex,
-- RBT12 and its trend, the distance to the sublimite and the limit, Fator R and the pró-labore that keeps it at 28%,
-- the predicted crossing month, the reform answer and what is missing), computed by the office's recompute job when
-- the client's data changes (lib/office/recompute.ts) so the portfolio of 500 clients sorts and filters in SQL.
--
-- A row is stale when its client changed after it was computed (source_updated_at < companies.updated_at) or when
-- it was computed under another reference rate (reference_key): the portfolio asks for a recompute and shows when
-- its figures date from.

create table public.office_client_metrics (
  company_id uuid primary key references public.companies (id) on delete cascade,
  office_id uuid not null references public.offices (id) on delete cascade,
  source_updated_at timestamptz not null,
  reference_key text not null,
  computed_at timestamptz not null default now(),
  annex text check (annex in ('I', 'II', 'III', 'IV', 'V')),
  rbt12 numeric(14, 2) not null,
  rbt12_trend numeric(10, 4),
  sublimite_gap numeric(14, 2),
  limit_gap numeric(14, 2),
  fator_r numeric(8, 4),
  pro_labore_for_28 numeric(14, 2),
  crossing_threshold text check (crossing_threshold in ('sublimite', 'limit')),
  crossing_month date,
  reform_decision text check (reform_decision in ('inside', 'outside', 'depends')),
  reform_break_even numeric(6, 2),
  reform_saving numeric(14, 2),
  reform_semester text,
  reform_opt_from date,
  reform_opt_until date,
  reform_cancel_until date,
  last_declaration date,
  das_status text check (das_status in ('confere', 'diverge')),
  missing text[] not null default '{}',
  flags text[] not null default '{}',
  check ((crossing_threshold is null) = (crossing_month is null))
);
alter table public.office_client_metrics enable row level security;
comment on table public.office_client_metrics is
  'The engine''s figures per client of an office, computed when the client changes (derived data: the company row is the source).';
comment on column public.office_client_metrics.source_updated_at is 'companies.updated_at of the row these figures were computed from.';
comment on column public.office_client_metrics.reference_key is 'The reference-rate scenarios the reform answer used (a hash).';
comment on column public.office_client_metrics.rbt12_trend is '(last 3 months × 4 − RBT12) ÷ RBT12; null without 12 monthly figures.';
comment on column public.office_client_metrics.pro_labore_for_28 is 'Extra monthly pró-labore that brings the Fator R to 28% (0 when it is there).';
comment on column public.office_client_metrics.reform_cancel_until is
  'Last day to cancel the option for CBS/IBS outside the DAS, for a client that opted (the deadline calendar).';
comment on column public.office_client_metrics.last_declaration is 'Period (first day) of the last PGDAS-D declaration stored for the client.';
comment on column public.office_client_metrics.das_status is 'Whether the last declaration''s DAS matches the engine (confere) or not (diverge).';
comment on column public.office_client_metrics.flags is 'The portfolio''s chips that apply (lib/office/metrics.ts PORTFOLIO_FLAGS).';
create index office_client_metrics_office_idx on public.office_client_metrics (office_id);
create index office_client_metrics_flags_idx on public.office_client_metrics using gin (flags);

-- A member's saved views of the portfolio: a name and the query string of the view.
create table public.office_views (
  id uuid primary key default gen_random_uuid(),
  office_id uuid not null references public.offices (id) on delete cascade,
  user_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 60),
  query text not null check (length(query) <= 1000),
  created_at timestamptz not null default now(),
  foreign key (office_id, user_id) references public.office_members (office_id, user_id) on delete cascade,
  unique (user_id, name)
);
alter table public.office_views enable row level security;
comment on table public.office_views is 'A member''s saved portfolio views (filters, sort, search), their own.';
comment on column public.office_views.query is 'The view''s query string (q, sort, dir, chips...), parsed again when opened.';

revoke all on public.office_client_metrics, public.office_views from anon, authenticated;
grant all on public.office_client_metrics, public.office_views to service_role;
grant select, insert, update, delete on public.office_client_metrics to authenticated;
grant select, insert, delete on public.office_views to authenticated;
grant update (query) on public.office_views to authenticated;

-- The figures of a client: to whoever sees the client; written by the recompute job as a member who edits it.
create policy office_client_metrics_read on public.office_client_metrics
  for select to authenticated
  using (office_id = (select public.my_office_id())
         and ((select public.my_office_sees_all()) or company_id in (select public.my_assigned_company_ids())));
create policy office_client_metrics_write on public.office_client_metrics
  for all to authenticated
  using (office_id = (select public.my_office_id()) and public.my_office_edits(company_id))
  with check (office_id = (select public.my_office_id()) and public.my_office_edits(company_id)
              and exists (select 1 from public.companies c
                           where c.id = office_client_metrics.company_id and c.office_id = office_client_metrics.office_id));

create policy office_views_own on public.office_views
  for all to authenticated
  using (user_id = (select auth.uid()) and office_id = (select public.my_office_id()))
  with check (user_id = (select auth.uid()) and office_id = (select public.my_office_id()));
