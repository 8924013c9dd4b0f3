-- An office's staff import their clients' documents and spreadsheets (/companies/importar) into the office: the rows are
-- the titular's (user_id), like the client companies themselves (20261201060001_office.sql), so the imported clients
-- belong to the office and count against its band (public.companies_take_office_quota). Until now only the owner of a
-- row could write a declaration, a DAS, a month of revenue or a kept PDF; these policies let a socio, or an analista
-- who edits the client, write them in the titular's name while the office is active.

-- Whether the signed-in member may write a row of `p_company` in the name of `p_user`: the company is a client of the
-- member's office, the member edits it (public.my_office_edits), the row is its titular's and the office is active.
create or replace function public.office_writes_client_row(p_company uuid, p_user uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select public.my_office_edits(p_company) and exists (
    select 1 from public.companies c
     where c.id = p_company and c.office_id = public.my_office_id() and c.user_id = p_user
       and public.office_active(c.office_id))
$$;
revoke execute on function public.office_writes_client_row(uuid, uuid) from public, anon;
grant execute on function public.office_writes_client_row(uuid, uuid) to authenticated, service_role;

create policy declarations_office on public.declarations for all to authenticated
  using (public.office_writes_client_row(company_id, user_id))
  with check (public.office_writes_client_row(company_id, user_id));
create policy das_documents_office on public.das_documents for all to authenticated
  using (public.office_writes_client_row(company_id, user_id))
  with check (public.office_writes_client_row(company_id, user_id));
create policy company_months_office on public.company_months for all to authenticated
  using (public.office_writes_client_row(company_id, user_id))
  with check (public.office_writes_client_row(company_id, user_id));
create policy document_files_office on public.document_files for all to authenticated
  using (public.office_writes_client_row(company_id, user_id))
  with check (
    public.office_writes_client_row(company_id, user_id)
    and (declaration_id is null or exists (
      select 1 from public.declarations d where d.id = declaration_id and d.user_id = document_files.user_id))
    and (das_id is null or exists (
      select 1 from public.das_documents s where s.id = das_id and s.user_id = document_files.user_id))
  );
