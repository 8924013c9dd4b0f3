-- Back office: system settings (secrets stored encrypted by the server, docs/decisions.md §11) and the
-- audit log of admin and security-relevant actions (docs/decisions.md §18).

create table public.system_settings (
  id uuid primary key default gen_random_uuid(),
  setting_key text not null unique check (setting_key ~ '^[a-z0-9_]+$'),
  setting_value text,
  description text,
  is_encrypted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.system_settings enable row level security;
comment on column public.system_settings.setting_value is
  'Plain value, or when is_encrypted the AES-256-GCM ciphertext written by the server (never the secret itself).';
create trigger system_settings_updated_at before update on public.system_settings
  for each row execute function public.set_updated_at();

create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references public.profiles (id) on delete set null,
  action text not null,
  target text,
  details jsonb not null default '{}',
  ip inet,
  created_at timestamptz not null default now()
);
alter table public.audit_log enable row level security;
comment on table public.audit_log is 'Append-only: no role may update or delete rows.';
comment on column public.audit_log.actor_id is 'User who acted; null for the system (webhooks, jobs).';
comment on column public.audit_log.action is 'Dotted verb, e.g. admin.user.update, auth.sign_in.failed, settings.secret.update.';
comment on column public.audit_log.target is 'What was acted on, e.g. profile:<uuid> or setting:openai_api_key.';
create index audit_log_created_at_idx on public.audit_log (created_at desc);
create index audit_log_actor_id_idx on public.audit_log (actor_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
revoke all on public.system_settings, public.audit_log from anon, authenticated;
grant all on public.system_settings to service_role;
grant select, insert on public.audit_log to service_role;
grant select, insert, update, delete on public.system_settings to authenticated;
grant select, insert on public.audit_log to authenticated;

create policy system_settings_admin_all on public.system_settings
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy audit_log_admin_read on public.audit_log
  for select to authenticated using ((select public.is_admin()));
-- Admin actions done under RLS are logged in the same transaction, in the admin's own name.
create policy audit_log_admin_insert on public.audit_log
  for insert to authenticated
  with check ((select public.is_admin()) and actor_id = (select auth.uid()));
