-- The assistant on the Básico plan, with a monthly quota of questions (docs/decisions.md §41). Básico sells the 2027
-- reform tool; the reform's follow-ups ("até quando tenho que decidir?", "vale a pena sair do DAS?") are asked of the
-- assistant, which answers them from the company's reform profile. So Básico gets the assistant, answering with the
-- tools of its plan, up to `maxAiQuestions` questions a calendar month (Brasília); null = no monthly quota of the plan
-- (the daily per-user and the global monthly limits of the settings still apply to everyone).
--
-- The quota holds against direct SQL as the other plan limits do (20261122000001_plan_limits_atomic.sql): a question
-- row (ai_messages, role 'user') written by a client role gets the server's clock, takes the per-user quota lock and
-- is counted before it is stored (the usage ledger moves from AFTER to BEFORE INSERT, so a multi-row INSERT counts
-- its own earlier rows). BEFORE triggers fire in name order: ai_messages_server_timestamps, ai_messages_take_quota,
-- ai_messages_usage_ledger.

-- ---------------------------------------------------------------------------------------------
-- The plans. Existing databases only: a fresh one gets these values from supabase/seed.sql, which runs after the
-- migrations. Every plan gets the key (null: no monthly quota); Básico gets the assistant and 30 questions.
update public.subscription_plans
   set permissions = permissions || '{"maxAiQuestions": null}'::jsonb
 where not permissions ? 'maxAiQuestions';

update public.subscription_plans
   set permissions = permissions || '{"aiAssistant": true, "maxAiQuestions": 30}'::jsonb
 where slug = 'basic';

-- Its card says so, before the feature it does not include; an administrator's own list is left alone.
update public.plan_features pf set display_order = 8
  from public.subscription_plans sp
 where sp.slug = 'basic' and pf.plan_id = sp.id and pf.feature_name = 'Custo trabalhista e CLT × PJ'
   and pf.display_order = 7;
insert into public.plan_features (plan_id, feature_name, feature_description, is_included, display_order)
select sp.id, 'Assistente tributário com IA', '30 perguntas por mês, com as ferramentas do plano', true, 7
  from public.subscription_plans sp
 where sp.slug = 'basic'
   and not exists (
     select 1 from public.plan_features pf where pf.plan_id = sp.id and pf.feature_name = 'Assistente tributário com IA');

comment on column public.subscription_plans.permissions is
  'Feature flags (booleans) and limits: maxSimulations (per calendar month), maxCompanies, maxAiQuestions (assistant '
  'questions per calendar month); a limit of null is unlimited.';

-- ---------------------------------------------------------------------------------------------
-- The quota check of 20261122000001, with the assistant's questions: the user's question rows of the usage ledger
-- this calendar month in Brazil (deleting a conversation does not give them back).
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
  elsif limit_key = 'maxAiQuestions' then
    select count(*) into used from public.ai_usage
     where user_id = uid and role = 'user' and created_at >= date_trunc('month', now(), 'America/Sao_Paulo');
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

-- ---------------------------------------------------------------------------------------------
create trigger ai_messages_server_timestamps before insert on public.ai_messages
  for each row execute function public.server_timestamps();

create or replace function public.ai_messages_take_quota() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.role = 'user' and current_user in ('anon', 'authenticated') and new.user_id = (select auth.uid()) then
    perform public.take_plan_quota('maxAiQuestions', 'ai_messages');
  end if;
  return new;
end
$$;
create trigger ai_messages_take_quota before insert on public.ai_messages
  for each row execute function public.ai_messages_take_quota();

drop trigger ai_messages_record_usage on public.ai_messages;
create trigger ai_messages_usage_ledger before insert on public.ai_messages
  for each row execute function public.record_ai_usage();

revoke execute on function public.ai_messages_take_quota() from public, anon, authenticated;
