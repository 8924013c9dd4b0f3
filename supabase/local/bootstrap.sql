-- Local Supabase shim: what a Supabase project already provides and the app relies on.
-- Applied by lib/db/migrate.ts on the embedded PGlite database and on plain PostgreSQL servers.
-- Never applied to a real Supabase project (detected by an existing auth.users without our marker).
-- Idempotent: safe to run on every start.

-- Roles (cluster-wide). Same names and attributes as Supabase.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The connecting user must be able to `set local role` to each of them.
do $$
begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;

grant usage on schema public to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists auth;
comment on schema auth is 'tributo-certo local auth shim';

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  encrypted_password text,
  email_confirmed_at timestamptz,
  raw_user_meta_data jsonb not null default '{}',
  raw_app_meta_data jsonb not null default '{}',
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column auth.users.encrypted_password is 'bcrypt hash, written only by the local auth adapter';

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  user_agent text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create table if not exists auth.recovery_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- E-mail changes awaiting confirmation by a link sent to the new address (local adapter; Supabase Auth keeps its own).
create table if not exists auth.email_change_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  new_email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Same definitions as Supabase. After a transaction ends, current_setting(..., true) returns ''
-- rather than NULL, hence nullif.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Policies call auth.uid() as anon/authenticated; the tables of schema auth stay private.
grant usage on schema auth to anon, authenticated, service_role;
revoke all on all tables in schema auth from anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Development e-mail outbox: the local e-mail adapter writes here instead of sending.
create schema if not exists local;
create table if not exists local.email_outbox (
  id bigserial primary key,
  to_email text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  created_at timestamptz not null default now()
);

-- Account security (local adapter; Supabase Auth keeps its own sessions.ip/updated_at and mfa_factors).
-- Where and when each session was last used, for Configurações › Segurança.
alter table auth.sessions add column if not exists ip text;
alter table auth.sessions add column if not exists last_used_at timestamptz;

-- One TOTP factor per user. The secret is an AES-256-GCM envelope keyed from the auth secret (never plaintext);
-- last_used_step is the 30-second step of the last accepted code, so a code cannot be replayed.
create table if not exists auth.totp_factors (
  user_id uuid primary key references auth.users (id) on delete cascade,
  secret_envelope text not null,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now()
);

-- Single-use recovery codes of a confirmed TOTP factor: SHA-256 of the normalised code only.
create table if not exists auth.mfa_recovery_codes (
  code_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists mfa_recovery_codes_user_id_idx on auth.mfa_recovery_codes (user_id);
revoke all on auth.totp_factors, auth.mfa_recovery_codes from anon, authenticated, service_role;
