-- The office's activity log named no target when a client's login was given or taken (office_client_users had no
-- branch in office_audit), so the record read "Deu acesso ao cliente um cliente excluído". The same function with that
-- branch; every other branch as 20261201060001_office.sql wrote it.

create or replace function public.office_audit() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  row_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  office uuid := coalesce(row_new ->> 'office_id', row_old ->> 'office_id', row_new ->> 'id', row_old ->> 'id')::uuid;
  target text;
  details jsonb := '{}';
begin
  -- Seeding and migrations (the owner connection, no claims) are not acts of anyone in the office. In a security
  -- definer function current_user is its owner, so the request's claims say who is acting.
  if (select auth.uid()) is null and coalesce(current_setting('request.jwt.claim.role', true), '') <> 'service_role' then
    return null;
  end if;
  if tg_table_name = 'companies' then
    office := coalesce(row_new ->> 'office_id', row_old ->> 'office_id')::uuid;
    if office is null then
      return null;
    end if;
    target := 'company:' || coalesce(row_new ->> 'id', row_old ->> 'id');
    details := jsonb_build_object('name', coalesce(row_new ->> 'name', row_old ->> 'name'));
    if tg_op = 'UPDATE' then
      details := details || jsonb_build_object('changed', (
        select coalesce(jsonb_agg(k order by k), '[]'::jsonb) from jsonb_object_keys(row_new) as k
         where k not in ('updated_at') and row_new -> k is distinct from row_old -> k));
    end if;
  elsif tg_table_name = 'office_members' then
    target := 'member:' || coalesce(row_new ->> 'user_id', row_old ->> 'user_id');
    details := jsonb_strip_nulls(jsonb_build_object(
      'role', row_new ->> 'role', 'allClients', (row_new ->> 'all_clients')::boolean,
      'previousRole', case when tg_op <> 'INSERT' then row_old ->> 'role' end));
  elsif tg_table_name = 'office_assignments' then
    target := 'company:' || coalesce(row_new ->> 'company_id', row_old ->> 'company_id');
    details := jsonb_strip_nulls(jsonb_build_object('analyst', row_new ->> 'analyst_id',
      'previousAnalyst', case when tg_op <> 'INSERT' then row_old ->> 'analyst_id' end));
  elsif tg_table_name = 'office_invitations' then
    target := 'invitation:' || coalesce(row_new ->> 'id', row_old ->> 'id');
    -- Never the token's hash: the record says to whom and for what.
    details := jsonb_strip_nulls(jsonb_build_object(
      'email', coalesce(row_new ->> 'email', row_old ->> 'email'),
      'kind', coalesce(row_new ->> 'kind', row_old ->> 'kind'),
      'role', coalesce(row_new ->> 'role', row_old ->> 'role'),
      'company', coalesce(row_new ->> 'company_id', row_old ->> 'company_id')));
    if tg_op = 'UPDATE' then
      if row_new ->> 'accepted_at' is not null and row_old ->> 'accepted_at' is null then
        perform public.office_log_event(office, 'office_invitations.accept', target, details);
      elsif row_new ->> 'revoked_at' is not null and row_old ->> 'revoked_at' is null then
        perform public.office_log_event(office, 'office_invitations.revoke', target, details);
      end if;
      return null;
    end if;
  elsif tg_table_name = 'office_client_users' then
    -- A client's login given or taken: the record names the company (and the login), so the office's activity reads
    -- "Deu acesso ao cliente <empresa>" rather than a removed client.
    target := 'company:' || coalesce(row_new ->> 'company_id', row_old ->> 'company_id');
    details := jsonb_build_object('user', coalesce(row_new ->> 'user_id', row_old ->> 'user_id'));
  elsif tg_table_name = 'offices' then
    office := coalesce(row_new ->> 'id', row_old ->> 'id')::uuid;
    -- Closing the office deletes its record with it (cascade): nothing to write then.
    if tg_op = 'DELETE' then
      return null;
    end if;
    target := 'office:' || office;
    details := jsonb_build_object('name', row_new ->> 'name', 'cnpj', row_new ->> 'cnpj');
  end if;
  perform public.office_log_event(office, tg_table_name || '.' || lower(tg_op), target, details);
  return null;
end
$$;
