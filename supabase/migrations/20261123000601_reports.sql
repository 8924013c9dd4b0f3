-- Reports become real PDF files (docs/decisions.md §17). public.reports keeps the row the history lists
-- (kind, what it covers, status); the bytes move to public.report_files, read only by their owner and only
-- when downloading, with their size and SHA-256. public.report_branding holds the white-label cover
-- (office name and logo) of enterprise plans.
--
-- reports.file and reports.size_bytes (never written by any code) are dropped: the file table is the one
-- place for the bytes and their size.

alter table public.reports drop column file, drop column size_bytes;

-- The old comment allowed a simulation_type here; no code ever wrote one, but a database may hold test rows.
update public.reports set type = 'simulation' where type not in ('simulation', 'company', 'period');
alter table public.reports
  add constraint reports_type_check check (type in ('simulation', 'company', 'period')),
  add column period_start date,
  add column period_end date,
  add constraint reports_period_check check (
    (type = 'period') = (period_start is not null and period_end is not null)
    and (period_start is null or period_start <= period_end)
  );
comment on column public.reports.type is
  'simulation: one saved simulation (simulation_id); company: a company dossier (company_id); period: the user''s simulations from period_start to period_end.';
comment on column public.reports.error is 'Why the last rendering failed, as an error code (never shown raw to the user).';
comment on column public.reports.status is 'processing while the server renders the PDF, then completed (a report_files row exists) or error.';

create table public.report_files (
  report_id uuid primary key references public.reports (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  content bytea not null,
  size_bytes integer not null check (size_bytes = length(content)),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
alter table public.report_files enable row level security;
comment on table public.report_files is 'The generated PDF of a report; deleted with its report.';
comment on column public.report_files.sha256 is 'Hex SHA-256 of content, computed by the server when it stores the file.';
create index report_files_user_id_idx on public.report_files (user_id);

create table public.report_branding (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  office_name text not null check (length(btrim(office_name)) between 1 and 120),
  logo bytea,
  logo_mime text check (logo_mime in ('image/png', 'image/jpeg')),
  logo_width integer check (logo_width > 0),
  logo_height integer check (logo_height > 0),
  updated_at timestamptz not null default now(),
  check ((logo is null) = (logo_mime is null) and (logo is null) = (logo_width is null) and (logo is null) = (logo_height is null)),
  check (logo is null or length(logo) <= 524288)
);
alter table public.report_branding enable row level security;
comment on table public.report_branding is
  'White-label cover of the user''s reports (enterprise: plan flag customDashboard). Logo checked by the server (magic bytes, decoded dimensions).';
create trigger report_branding_updated_at before update on public.report_branding
  for each row execute function public.set_updated_at();
create trigger report_files_server_timestamps before insert or update on public.report_files
  for each row execute function public.server_timestamps();
create trigger report_branding_server_timestamps before insert or update on public.report_branding
  for each row execute function public.server_timestamps();

-- ---------------------------------------------------------------------------------------------
-- Grants and policies. A report is generated only when the plan has both reports and pdfReports.
revoke all on public.report_files, public.report_branding from anon, authenticated;
grant all on public.report_files, public.report_branding to service_role;
grant select, insert, delete on public.report_files to authenticated;
grant select, insert, delete on public.report_branding to authenticated;
grant update (office_name, logo, logo_mime, logo_width, logo_height) on public.report_branding to authenticated;
revoke update on public.reports from authenticated;
grant update (title, status, error) on public.reports to authenticated;

drop policy reports_insert_own on public.reports;
create policy reports_insert_own on public.reports
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and public.has_feature('reports')
    and public.has_feature('pdfReports')
    and (simulation_id is null or exists (
      select 1 from public.simulations s where s.id = simulation_id and s.user_id = (select auth.uid())))
    and (company_id is null or exists (
      select 1 from public.companies c where c.id = company_id and c.user_id = (select auth.uid())))
  );

create policy report_files_read_own on public.report_files
  for select to authenticated using (user_id = (select auth.uid()));
create policy report_files_insert_own on public.report_files
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.reports r where r.id = report_id and r.user_id = (select auth.uid()))
  );
create policy report_files_delete_own on public.report_files
  for delete to authenticated using (user_id = (select auth.uid()));

create policy report_branding_read_own on public.report_branding
  for select to authenticated using (user_id = (select auth.uid()));
create policy report_branding_insert_own on public.report_branding
  for insert to authenticated
  with check (user_id = (select auth.uid()) and public.has_feature('customDashboard'));
create policy report_branding_update_own on public.report_branding
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.has_feature('customDashboard'));
create policy report_branding_delete_own on public.report_branding
  for delete to authenticated using (user_id = (select auth.uid()));
