-- Plan limits that hold against direct SQL. A Supabase client (anon key + the user's JWT) can send
-- what our server never does, and the limits of 20261120000003_tools.sql did not survive it:
--   * a multi-row INSERT: the policies counted with STABLE functions, which see the statement's
--     snapshot, so every row of one INSERT was checked against the count before any of them;
--   * its own created_at (last month), which the usage ledger copied, dodging the monthly count;
--   * two transactions at once, each counting before the other committed.
-- Now the server sets the timestamps of rows written by client roles, and a BEFORE INSERT trigger
-- takes a per-user lock, re-counts and raises the same SQLSTATE and wording as a policy failure
-- (lib/db/errors.ts isRlsViolation), so the app still answers with the plan-limit message.
--
-- Why a trigger and not column-level INSERT grants: Drizzle lists every column in its INSERT, sending
-- DEFAULT for the ones not given, and PostgreSQL checks the privilege of every listed column.
--
-- BEFORE triggers on one table fire in name order; on simulations that order is the algorithm:
-- simulations_server_timestamps, simulations_take_quota, simulations_usage_ledger.

-- ---------------------------------------------------------------------------------------------
-- Server-set timestamps. Security invoker on purpose: current_user is the role of the statement.
-- The owner and service_role (seeding, migrations, tests arranging history) keep what they write.
create or replace function public.server_timestamps() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      -- Keys the table lacks are ignored, so one function serves tables with and without updated_at.
      new := jsonb_populate_record(new, jsonb_build_object('created_at', now(), 'updated_at', now()));
    else
      new := jsonb_populate_record(new, jsonb_build_object('created_at', to_jsonb(old) -> 'created_at'));
    end if;
  end if;
  return new;
end
$$;
comment on function public.server_timestamps() is
  'Rows written by anon/authenticated get created_at (and updated_at) from the server clock; created_at never changes.';

-- Every table a client role may insert into or update.
create trigger companies_server_timestamps before insert or update on public.companies
  for each row execute function public.server_timestamps();
create trigger simulations_server_timestamps before insert or update on public.simulations
  for each row execute function public.server_timestamps();
create trigger reports_server_timestamps before insert or update on public.reports
  for each row execute function public.server_timestamps();
create trigger subscription_plans_server_timestamps before insert or update on public.subscription_plans
  for each row execute function public.server_timestamps();
create trigger plan_features_server_timestamps before insert or update on public.plan_features
  for each row execute function public.server_timestamps();
create trigger system_settings_server_timestamps before insert or update on public.system_settings
  for each row execute function public.server_timestamps();
create trigger audit_log_server_timestamps before insert on public.audit_log
  for each row execute function public.server_timestamps();

-- ---------------------------------------------------------------------------------------------
-- The quota check, serialised per user. The advisory lock is held to the end of the transaction, so
-- a second transaction of the same user waits here until the first commits or rolls back, and then
-- (READ COMMITTED: each statement of this volatile function takes a fresh snapshot) counts the
-- first one's rows. Within one multi-row INSERT, a row-level BEFORE trigger sees the rows the same
-- statement inserted before it, so those count too.
create or replace function public.take_plan_quota(limit_key text, table_name text) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  allowed integer;
  used integer;
begin
  perform pg_advisory_xact_lock(hashtext('plan-limit'), hashtext(uid::text));
  allowed := public.plan_limit(limit_key);
  if allowed is null then
    return;
  end if;
  -- Under REPEATABLE READ the count would miss rows committed while waiting for the lock.
  if current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'plan-limited rows must be inserted at READ COMMITTED isolation'
      using errcode = '0A000';
  end if;
  if limit_key = 'maxCompanies' then
    select count(*) into used from public.companies where user_id = uid;
  elsif limit_key = 'maxSimulations' then
    select count(*) into used from public.simulation_usage
     where user_id = uid and created_at >= date_trunc('month', now(), 'America/Sao_Paulo');
  else
    raise exception 'unknown plan limit %', limit_key;
  end if;
  if used >= allowed then
    raise exception 'plan limit % reached (% of %): new row violates row-level security policy for table "%"',
      limit_key, used, allowed, table_name
      using errcode = '42501';
  end if;
end
$$;
comment on function public.take_plan_quota(text, text) is
  'Locks the signed-in user''s plan quota for the transaction and raises 42501 when limit_key is used up.';

-- Only rows a client inserts in its own name are limited; a row in another user's name is left to
-- the insert policy, which refuses it. The server's privileged path has no limit, as under RLS.
create or replace function public.companies_take_quota() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.user_id = (select auth.uid()) then
    perform public.take_plan_quota('maxCompanies', 'companies');
  end if;
  return new;
end
$$;
create trigger companies_take_quota before insert on public.companies
  for each row execute function public.companies_take_quota();

create or replace function public.simulations_take_quota() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.user_id = (select auth.uid()) then
    perform public.take_plan_quota('maxSimulations', 'simulations');
  end if;
  return new;
end
$$;
create trigger simulations_take_quota before insert on public.simulations
  for each row execute function public.simulations_take_quota();

-- The usage ledger is written BEFORE the row is stored (it was AFTER INSERT, which in a multi-row
-- INSERT runs only once the whole statement is done), so the next row's quota check counts it. If the
-- row is refused later (policy, constraint), the statement fails and its ledger rows go with it.
drop trigger simulations_record_usage on public.simulations;
create trigger simulations_usage_ledger before insert on public.simulations
  for each row execute function public.record_simulation_usage();

-- ---------------------------------------------------------------------------------------------
-- The insert policies keep ownership and feature checks; the counts moved to the triggers above.
drop policy companies_insert_own on public.companies;
create policy companies_insert_own on public.companies
  for insert to authenticated
  with check (user_id = (select auth.uid()));

drop policy simulations_insert_own on public.simulations;
create policy simulations_insert_own on public.simulations
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and public.has_feature(public.simulation_feature(simulation_type))
    and (company_id is null or exists (
      select 1 from public.companies c where c.id = company_id and c.user_id = (select auth.uid())))
  );

revoke execute on function public.server_timestamps(), public.companies_take_quota(), public.simulations_take_quota(),
  public.take_plan_quota(text, text) from public, anon, authenticated;
-- The quota triggers run as the inserting role and call it; calling it directly only locks and counts.
grant execute on function public.take_plan_quota(text, text) to authenticated, service_role;
