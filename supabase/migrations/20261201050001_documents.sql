-- Documents in: PGDAS-D declarations and DAS read from the Receita's PDFs, the company's revenue and payroll
-- month by month, and the PDFs their owner chose to keep. Every row is its owner's (RLS); a row always belongs to one of
-- the owner's companies and goes with it. Additive only: companies gains no column here.

create table public.declarations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  kind text not null check (kind in ('original', 'retificadora')),
  pa date not null check (extract(day from pa) = 1),
  number text not null check (number ~ '^[0-9A-Z]{10,20}$'),
  receipt text,
  transmitted_at timestamptz,
  regime_apuracao text not null check (regime_apuracao in ('competencia', 'caixa')),
  revenue numeric(14, 2) not null check (revenue >= 0),
  rbt12 numeric(14, 2) not null check (rbt12 >= 0),
  fator_r numeric(7, 4) check (fator_r >= 0),
  total_declared numeric(14, 2) not null check (total_declared >= 0),
  content jsonb not null,
  reconciliation jsonb not null,
  status text not null check (status in ('confere', 'diverge', 'nao_verificavel')),
  difference numeric(14, 2) not null default 0,
  replaced_by uuid references public.declarations (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.declarations enable row level security;
comment on table public.declarations is 'PGDAS-D declarations imported from their PDFs (lib/documents), one row per transmitted declaration.';
comment on column public.declarations.pa is 'Período de apuração: the first day of its month.';
comment on column public.declarations.number is 'Nº da Declaração (CNPJ base + AAAAMM + sequence): importing the same file twice finds it.';
comment on column public.declarations.revenue is 'RPA: the PA''s gross revenue (received, under the caixa regime).';
comment on column public.declarations.content is 'The declaration as read: establishments, activities with their taxes, the revenue and payroll history.';
comment on column public.declarations.reconciliation is 'Per activity and per tax: declared, the engine''s amount, the difference, its likely cause and memória.';
comment on column public.declarations.difference is 'Declared minus the law''s amount, summed over every tax (0 when it confere).';
comment on column public.declarations.replaced_by is 'The later declaration of the same PA (a retificadora) that replaces this one; null for the one in force.';
create unique index declarations_user_number_key on public.declarations (user_id, number);
create index declarations_company_pa_idx on public.declarations (company_id, pa desc);

create table public.das_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  pa date not null check (extract(day from pa) = 1),
  number text not null check (number ~ '^[0-9]{10,30}$'),
  due_date date,
  total numeric(14, 2) not null check (total >= 0),
  installment text,
  items jsonb not null,
  created_at timestamptz not null default now()
);
alter table public.das_documents enable row level security;
comment on table public.das_documents is 'DAS (documento de arrecadação) imported from their PDFs: what was paid per tax.';
comment on column public.das_documents.items is 'Composição do Documento de Arrecadação: code, denomination, principal, multa, juros, total per line.';
create unique index das_documents_user_number_key on public.das_documents (user_id, number);
create index das_documents_company_pa_idx on public.das_documents (company_id, pa desc);

create table public.company_months (
  company_id uuid not null references public.companies (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  revenue_internal numeric(14, 2) not null default 0 check (revenue_internal >= 0),
  revenue_external numeric(14, 2) not null default 0 check (revenue_external >= 0),
  payroll numeric(14, 2) check (payroll >= 0),
  source text not null check (source in ('declaracao', 'planilha')),
  declaration_id uuid references public.declarations (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (company_id, month)
);
alter table public.company_months enable row level security;
comment on table public.company_months is 'A company''s gross revenue (internal market and exports) and payroll, month by month, from its declarations or a spreadsheet.';
comment on column public.company_months.payroll is 'Folha de salários of the month as the PGDAS-D prints it (2.3), for the Fator r; null when not informed.';
comment on column public.company_months.declaration_id is 'The declaration the figures were read from (the latest one that printed the month).';
create trigger company_months_updated_at before update on public.company_months
  for each row execute function public.set_updated_at();

create table public.document_files (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  declaration_id uuid references public.declarations (id) on delete cascade,
  das_id uuid references public.das_documents (id) on delete cascade,
  file_name text not null check (length(file_name) between 1 and 120),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea not null,
  created_at timestamptz not null default now(),
  check ((declaration_id is null) <> (das_id is null))
);
alter table public.document_files enable row level security;
comment on table public.document_files is 'PDFs kept at their owner''s choice (parsed and discarded otherwise, LGPD); deleted with the document, the company and the account.';
comment on column public.document_files.file_name is 'The uploaded name, for display and download only (never a path).';
create index document_files_company_idx on public.document_files (company_id);
create unique index document_files_declaration_key on public.document_files (declaration_id) where declaration_id is not null;
create unique index document_files_das_key on public.document_files (das_id) where das_id is not null;

-- The declaration in force of each company's latest PA: the portfolio and the companies list read it (one row a company).
create view public.company_latest_declaration with (security_invoker = true) as
  select distinct on (d.company_id)
    d.company_id, d.user_id, d.id as declaration_id, d.pa, d.status, d.difference, d.total_declared, d.transmitted_at
  from public.declarations d
  where d.replaced_by is null
  order by d.company_id, d.pa desc, d.transmitted_at desc nulls last;
comment on view public.company_latest_declaration is 'Latest reconciliation status of each company (its last PA''s declaration in force), under the reader''s RLS.';

revoke all on public.declarations, public.das_documents, public.company_months, public.document_files,
  public.company_latest_declaration from anon, authenticated;
grant all on public.declarations, public.das_documents, public.company_months, public.document_files to service_role;
grant select on public.company_latest_declaration to authenticated, service_role;
grant select, insert, delete on public.declarations, public.das_documents, public.company_months, public.document_files
  to authenticated;
grant update (replaced_by, reconciliation, status, difference) on public.declarations to authenticated;
grant update (revenue_internal, revenue_external, payroll, source, declaration_id) on public.company_months to authenticated;

-- The owner's rows only, and only for the owner's own companies (and declarations).
create or replace function public.owns_company(company uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.companies c where c.id = company and c.user_id = (select auth.uid()))
$$;
revoke execute on function public.owns_company(uuid) from public, anon;
grant execute on function public.owns_company(uuid) to authenticated, service_role;

create policy declarations_own on public.declarations for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.owns_company(company_id));
create policy das_documents_own on public.das_documents for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.owns_company(company_id));
create policy company_months_own on public.company_months for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and public.owns_company(company_id));
create policy document_files_own on public.document_files for all to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid()) and public.owns_company(company_id)
    and (declaration_id is null or exists (
      select 1 from public.declarations d where d.id = declaration_id and d.user_id = (select auth.uid())))
    and (das_id is null or exists (
      select 1 from public.das_documents s where s.id = das_id and s.user_id = (select auth.uid())))
  );
