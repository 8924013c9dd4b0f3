-- Admin insight: the exports an administrator generates in /admin/system-reports (users,
-- financial, usage, analytics; CSV or PDF) with their history. The file is generated after the response and kept
-- here with its size; it can be downloaded only once the row is 'completed'. Admins only (RLS), like
-- system_settings: the files hold every customer's personal data.

create table public.system_reports (
  id uuid primary key default gen_random_uuid(),
  requested_by uuid references public.profiles (id) on delete set null,
  kind text not null check (kind in ('users', 'financial', 'usage', 'analytics')),
  format text not null check (format in ('csv', 'pdf')),
  period_from timestamptz not null,
  period_to timestamptz not null,
  status text not null default 'processing' check (status in ('processing', 'completed', 'error')),
  error text,
  content bytea,
  size_bytes integer,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  check (period_from < period_to),
  check ((status = 'completed') = (content is not null)),
  check (content is null or size_bytes = length(content))
);
alter table public.system_reports enable row level security;
comment on table public.system_reports is 'Admin exports (users, financial, usage, analytics) and their files; admins only.';
comment on column public.system_reports.period_from is 'Start of the period covered (inclusive): the last 24 h, this week, this month or a custom range.';
comment on column public.system_reports.period_to is 'End of the period covered (exclusive).';
comment on column public.system_reports.status is 'processing while the server generates the file, then completed (content set) or error.';
comment on column public.system_reports.error is 'Why generation failed, as an error code (never shown raw).';
create index system_reports_created_at_idx on public.system_reports (created_at desc);

revoke all on public.system_reports from anon, authenticated;
grant all on public.system_reports to service_role;
grant select, insert, update, delete on public.system_reports to authenticated;

create policy system_reports_admin_all on public.system_reports
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
