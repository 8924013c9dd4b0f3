-- Selic after the stored series: lib/tax/selic.ts holds the Receita's monthly table up to
-- 12/2025; the months after it live here, fetched from the Banco Central's public API (SGS series 4390, "Selic
-- acumulada no mês", the figures of the Receita's table) by a scheduled job, or entered by an administrator
-- (audited). The hidden-credits correction loads them (lib/selic) before it computes. Public data: everyone may
-- read it; administrators write through withRls; the job writes as service_role.

create table public.selic_months (
  period text primary key check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  rate_hundredths integer not null check (rate_hundredths between 0 and 1000),
  source text not null check (source in ('bcb', 'admin')),
  note text check (note is null or length(note) <= 500),
  updated_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.selic_months enable row level security;
comment on table public.selic_months is 'Monthly Selic (tax refunds and compensations) for months after the series stored in lib/tax/selic.ts.';
comment on column public.selic_months.period is 'The month, YYYY-MM; its rate applies from the following month (Lei 9.250/1995, art. 39, §4º).';
comment on column public.selic_months.rate_hundredths is 'Selic accumulated in the month, in hundredths of a percent (1,16% = 116).';
comment on column public.selic_months.source is 'bcb: fetched from api.bcb.gov.br (SGS 4390); admin: typed by an administrator (audit_log has who and why).';
comment on column public.selic_months.note is 'Where an administrator read the figure (e.g. the Receita''s table, date read).';
create trigger selic_months_updated_at before update on public.selic_months
  for each row execute function public.set_updated_at();

revoke all on public.selic_months from anon, authenticated;
grant all on public.selic_months to service_role;
grant select on public.selic_months to anon;
grant select, insert, update, delete on public.selic_months to authenticated;

create policy selic_months_read on public.selic_months for select to anon, authenticated using (true);
create policy selic_months_admin_all on public.selic_months
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
