-- API keys of the public API (/api/v1, plan flag apiAccess). The secret is shown once at creation; only its
-- SHA-256 is stored, with a visible prefix so the owner can tell keys apart. A request authenticates by the hash on
-- the server's privileged path (lib/api/keys.ts) and then runs under RLS as the key's owner.
create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  prefix text not null check (char_length(prefix) between 8 and 20),
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

create index api_keys_user_idx on public.api_keys (user_id, created_at desc);

alter table public.api_keys enable row level security;
revoke all on public.api_keys from anon, authenticated;
-- The owner lists, creates and revokes (sets revoked_at) their keys; hashes are written once by the server and the
-- usage time by the privileged path. Nobody reads key_hash back through the client roles.
grant select (id, user_id, name, prefix, created_at, last_used_at, revoked_at) on public.api_keys to authenticated;
-- Table-level INSERT (Drizzle lists every column, sending DEFAULT for the others: see 20261122000001); the trigger
-- below makes a client-written row start as a fresh, active, unused key whatever the statement said.
grant insert on public.api_keys to authenticated;
grant update (revoked_at) on public.api_keys to authenticated;
grant all on public.api_keys to service_role;

create policy api_keys_read_own on public.api_keys
  for select to authenticated using (user_id = (select auth.uid()));
create policy api_keys_insert_own on public.api_keys
  for insert to authenticated
  with check (user_id = (select auth.uid()) and public.has_feature('apiAccess'));
create policy api_keys_revoke_own on public.api_keys
  for update to authenticated
  using (user_id = (select auth.uid()) and revoked_at is null)
  with check (user_id = (select auth.uid()) and revoked_at is not null);

create or replace function public.api_keys_fresh() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
    new.last_used_at := null;
    new.revoked_at := null;
  end if;
  return new;
end
$$;
comment on function public.api_keys_fresh() is
  'A key inserted by a client role starts now, unused and active (created_at, last_used_at and revoked_at are the server''s).';
create trigger api_keys_fresh before insert on public.api_keys
  for each row execute function public.api_keys_fresh();
revoke execute on function public.api_keys_fresh() from public, anon, authenticated;
