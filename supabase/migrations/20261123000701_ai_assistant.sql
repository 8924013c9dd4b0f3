-- AI assistant history: conversations and their messages, private to their owner (no admin
-- read: the content is the user's own tax questions), and a usage ledger behind the message quotas and the
-- admin's token-usage view. Deleting a conversation deletes its messages but not their ledger rows, so the
-- daily and monthly limits cannot be reset by deleting history.

create table public.ai_conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.ai_conversations enable row level security;
comment on column public.ai_conversations.title is 'The start of the first question, shown in the list of past conversations.';
create index ai_conversations_user_id_idx on public.ai_conversations (user_id, updated_at desc);
create trigger ai_conversations_updated_at before update on public.ai_conversations
  for each row execute function public.set_updated_at();

create table public.ai_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.ai_conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (length(content) <= 20000),
  mode text check (mode in ('model', 'basic')),
  parts jsonb not null default '[]',
  grounding jsonb,
  model text,
  input_tokens integer check (input_tokens >= 0),
  output_tokens integer check (output_tokens >= 0),
  created_at timestamptz not null default now()
);
alter table public.ai_messages enable row level security;
comment on column public.ai_messages.mode is 'How an assistant reply was produced: the configured model or the basic mode (no key). Null for user messages.';
comment on column public.ai_messages.parts is 'The tool calls of the reply with their inputs and engine results (the memória de cálculo behind its numbers).';
comment on column public.ai_messages.grounding is 'Every amount and percentage of the reply, matched against the turn''s tool results and the question (valor não verificado when unmatched).';
comment on column public.ai_messages.model is 'Model id that wrote the reply (model mode only).';
create index ai_messages_conversation_id_idx on public.ai_messages (conversation_id, created_at);

-- Written by trigger only: one row per stored message, kept when the conversation is deleted.
create table public.ai_usage (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  message_id uuid,
  role text not null,
  input_tokens integer not null default 0,
  output_tokens integer not null default 0,
  created_at timestamptz not null default now()
);
alter table public.ai_usage enable row level security;
comment on table public.ai_usage is 'Ledger behind the assistant''s message limits and the token-usage view; written by trigger only.';
comment on column public.ai_usage.message_id is 'Not a foreign key: the usage stays when the conversation is deleted.';
create index ai_usage_created_at_idx on public.ai_usage (created_at);
create index ai_usage_user_id_idx on public.ai_usage (user_id, created_at);

create or replace function public.record_ai_usage() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.ai_usage (user_id, message_id, role, input_tokens, output_tokens, created_at)
  values (new.user_id, new.id, new.role, coalesce(new.input_tokens, 0), coalesce(new.output_tokens, 0), new.created_at);
  return new;
end
$$;
create trigger ai_messages_record_usage after insert on public.ai_messages
  for each row execute function public.record_ai_usage();

-- Questions asked by everyone this calendar month in Brazil: the global monthly limit. Only a count leaves it.
create or replace function public.ai_questions_this_month() returns integer
language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.ai_usage
  where role = 'user' and created_at >= date_trunc('month', now(), 'America/Sao_Paulo')
$$;

-- ---------------------------------------------------------------------------------------------
revoke execute on function public.record_ai_usage() from public, anon, authenticated;
revoke execute on function public.ai_questions_this_month() from public, anon, authenticated;
grant execute on function public.ai_questions_this_month() to authenticated, service_role;

revoke all on public.ai_conversations, public.ai_messages, public.ai_usage from anon, authenticated;
grant all on public.ai_conversations, public.ai_messages, public.ai_usage to service_role;
grant select, insert, delete on public.ai_conversations to authenticated;
grant update (title) on public.ai_conversations to authenticated;
grant select, insert, delete on public.ai_messages to authenticated;
grant select on public.ai_usage to authenticated;

create policy ai_conversations_own on public.ai_conversations
  for all to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create policy ai_messages_read_own on public.ai_messages
  for select to authenticated using (user_id = (select auth.uid()));
create policy ai_messages_insert_own on public.ai_messages
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and public.has_feature('aiAssistant')
    and exists (select 1 from public.ai_conversations c where c.id = conversation_id and c.user_id = (select auth.uid()))
  );
create policy ai_messages_delete_own on public.ai_messages
  for delete to authenticated using (user_id = (select auth.uid()));

create policy ai_usage_read_own on public.ai_usage
  for select to authenticated using (user_id = (select auth.uid()));
create policy ai_usage_admin_read on public.ai_usage
  for select to authenticated using ((select public.is_admin()));
