-- What Supabase's REST API (PostgREST, as role `authenticated`) may write is only what the app's
-- users may change. The app itself goes through the same grants (withRls), so each rule below is one the app keeps.

-- Saved simulations: the engine's input, result, savings, status and year are the server's record of a calculation
-- (reports print them as computed by Tributo Certo); a user may rename one or link it to another company.
revoke update on public.simulations from authenticated;
grant update (title, company_id) on public.simulations to authenticated;

-- Report PDFs are rendered and stored by the server only (lib/reports/generate.ts, on the service role): a user can
-- read and delete their files, never write one.
revoke insert on public.report_files from authenticated;

-- White-label cover: a row starts with the office name only; the logo comes through the server, which decodes,
-- checks and measures the image (lib/reports/logo.ts) before storing it.
revoke insert on public.report_branding from authenticated;
grant insert (user_id, office_name) on public.report_branding to authenticated;

-- Byte sizes the app assumes: a stored PDF is not empty and far below 20 MB (the logo's 512 KiB is checked since
-- 20261123000601_reports.sql).
alter table public.report_files add constraint report_files_size check (size_bytes between 1 and 20971520);

-- CPF/CNPJ in their stored form (lib/br/cpf-cnpj.ts normaliseCpfCnpj): 11 digits, or 14 characters of which the
-- last two are digits (the alphanumeric CNPJ of July 2026). NOT VALID: rows written before are not re-checked.
alter table public.profiles add constraint profiles_cpf_cnpj_format
  check (cpf_cnpj is null or cpf_cnpj ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$') not valid;
alter table public.sandbox_customers add constraint sandbox_customers_cpf_cnpj_format
  check (cpf_cnpj ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$') not valid;

-- API keys: a client role writes the four columns of a new key, nothing else (the server's api_keys_fresh trigger
-- already resets the rest), and at most 10 keys are active per user (MAX_ACTIVE_KEYS of lib/api/keys.ts), counted
-- under a per-user lock so parallel inserts cannot pass together. SQLSTATE TCK01 names the refusal.
revoke insert on public.api_keys from authenticated;
grant insert (user_id, name, prefix, key_hash) on public.api_keys to authenticated;

create function public.api_keys_active_limit() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('api_keys:' || new.user_id::text, 0));
  if (select count(*) from public.api_keys where user_id = new.user_id and revoked_at is null) >= 10 then
    raise exception 'at most 10 active API keys per user' using errcode = 'TCK01';
  end if;
  return new;
end $$;
revoke execute on function public.api_keys_active_limit() from public, anon, authenticated;
comment on function public.api_keys_active_limit() is 'At most 10 active keys per user (lib/api/keys.ts MAX_ACTIVE_KEYS); SQLSTATE TCK01.';
create trigger api_keys_active_limit before insert on public.api_keys for each row execute function public.api_keys_active_limit();
