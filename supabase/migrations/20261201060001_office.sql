-- The accounting office (escritório): one account (the titular, who pays) opens an office; its staff are members with
-- a role — socio (everything, billing), analista (the clients assigned to them, or all of them), leitura (read only) —
-- invited by e-mail with an expiring, single-use link bound to that e-mail; the client companies belong to the office.
--
-- How the clients belong to the office without changing what a single-user account is: a client company is a row of
-- public.companies whose user_id is the office's titular (the account that owns the office and pays for it) and whose
-- office_id names the office. Every policy of a user's own companies keeps working for single-user accounts and for
-- the titular; the policies added here open an office's companies to its members, by role and assignment. A member
-- who leaves (or is removed) loses the membership row, and with it every row reached through it; the clients stay.
-- An account that opens an office brings its companies into it (they were already its own).
--
-- Membership is read through security-definer functions (public.my_office_id() ...) so the policies of one table never
-- recurse into another's, and each is evaluated once per statement (an initplan), not once per row.
--
-- Every write on the office's tables is recorded in public.office_events by triggers, with its author (auth.uid()):
-- nothing the app forgets to log can go unrecorded, and no client can write the log in someone else's name.

-- ---------------------------------------------------------------------------------------------
-- The plan flag that lets an account open an office. Every plan row carries it (lib/plans/permissions.ts rejects a
-- permissions object missing a flag); only the "Escritório" plans below have it.
update public.subscription_plans
set permissions = permissions || jsonb_build_object('office', false)
where permissions -> 'office' is null;

-- The "Escritório" plans: one per band of client companies (maxCompanies), the staff included, every tool, the
-- white-label reports and the API. Prices and bands are the administrator's (Configurações › Planos); these are the
-- first ones. /plans and /subscription show them as one offer with its bands (components/billing/office-bands.tsx).
insert into public.subscription_plans
  (slug, name, description, monthly_price, yearly_price, is_popular, is_active, display_order, permissions)
select v.slug, v.name, v.description, v.monthly_price, v.yearly_price, false, true, v.display_order,
  '{"fiscalSimulator": true, "laborSimulator": true, "cltVsPj": true, "riskDetector": true,
    "regimeAlert": true, "profitStrategy": true, "hiddenCredits": true, "meiChecker": true,
    "fiscalBenefits": true, "reformaTributaria": true, "aiAssistant": true, "companies": true, "reports": true,
    "maxSimulations": null, "pdfReports": true, "prioritySupport": true,
    "apiAccess": true, "customDashboard": true, "office": true}'::jsonb
    || jsonb_build_object('maxCompanies', v.max_companies)
from (values
  ('escritorio-50', 'Escritório até 50 clientes', 'Para o escritório contábil: equipe, clientes e carteira.', 299.90, 2999.00, 10, 50),
  ('escritorio-200', 'Escritório até 200 clientes', 'Para o escritório contábil: equipe, clientes e carteira.', 699.90, 6999.00, 11, 200),
  ('escritorio-500', 'Escritório até 500 clientes', 'Para o escritório contábil: equipe, clientes e carteira.', 1299.90, 12999.00, 12, 500)
) as v (slug, name, description, monthly_price, yearly_price, display_order, max_companies)
on conflict (slug) do nothing;

insert into public.plan_features (plan_id, feature_name, feature_description, is_included, display_order)
select sp.id, f.feature_name, f.feature_description, true, f.display_order
from public.subscription_plans sp
cross join (values
  ('Equipe ilimitada: sócios, analistas e leitura', null, 1),
  ('Carteira de clientes com prazos e alertas', 'Uma tabela de todos os clientes com o que fazer e quanto economiza', 2),
  ('Dossiês e termos de decisão em lote', 'PDFs com a marca do escritório, em ZIP e no acesso de cada cliente', 3),
  ('Acesso do cliente à própria empresa', null, 4),
  ('Todas as ferramentas e a API', null, 5)
) as f (feature_name, feature_description, display_order)
where sp.slug in ('escritorio-50', 'escritorio-200', 'escritorio-500')
  and not exists (select 1 from public.plan_features pf where pf.plan_id = sp.id);

-- ---------------------------------------------------------------------------------------------
create table public.offices (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null unique references public.profiles (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 120),
  cnpj text check (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.offices enable row level security;
comment on table public.offices is
  'An accounting office. owner_id is its titular: the account that pays for it, a socio who cannot be removed, and the '
  'user_id of every client company of the office.';
comment on column public.offices.cnpj is 'The office''s own CNPJ, without punctuation (alphanumeric from July 2026).';
create trigger offices_updated_at before update on public.offices
  for each row execute function public.set_updated_at();
create trigger offices_server_timestamps before insert or update on public.offices
  for each row execute function public.server_timestamps();

create table public.office_members (
  office_id uuid not null references public.offices (id) on delete cascade,
  user_id uuid not null unique references public.profiles (id) on delete cascade,
  role text not null check (role in ('socio', 'analista', 'leitura')),
  all_clients boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (office_id, user_id)
);
alter table public.office_members enable row level security;
comment on table public.office_members is
  'Staff of an office. A user belongs to one office at most (user_id is unique). Removing the row removes every access.';
comment on column public.office_members.role is
  'socio: every client and the office''s settings, team and billing; analista: the clients assigned to them (or all, '
  'with all_clients); leitura: reads every client, changes nothing.';
comment on column public.office_members.all_clients is 'An analista who works on every client of the office.';

create table public.office_assignments (
  company_id uuid primary key references public.companies (id) on delete cascade,
  office_id uuid not null references public.offices (id) on delete cascade,
  analyst_id uuid not null,
  created_at timestamptz not null default now(),
  foreign key (office_id, analyst_id) references public.office_members (office_id, user_id) on delete cascade
);
alter table public.office_assignments enable row level security;
comment on table public.office_assignments is
  'The analyst responsible for a client company (one per client); removed with the membership.';
create index office_assignments_analyst_idx on public.office_assignments (office_id, analyst_id);

create table public.office_invitations (
  id uuid primary key default gen_random_uuid(),
  office_id uuid not null references public.offices (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email like '%_@_%' and length(email) <= 254),
  kind text not null check (kind in ('member', 'client')),
  role text check (role in ('socio', 'analista', 'leitura')),
  company_id uuid references public.companies (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references public.profiles (id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references public.profiles (id) on delete set null,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'member') = (role is not null) and (kind = 'client') = (company_id is not null))
);
alter table public.office_invitations enable row level security;
comment on table public.office_invitations is
  'An invitation sent by e-mail: to the staff (kind member, with its role) or to a client company''s owner (kind '
  'client). Works once, before expires_at, for the account whose e-mail is `email` (public.accept_office_invitation).';
comment on column public.office_invitations.token_hash is
  'Hex SHA-256 of the link''s token; the token itself is only in the e-mail.';
create index office_invitations_office_idx on public.office_invitations (office_id, created_at desc);
-- One open invitation per address and purpose: sending again revokes the previous one first.
create unique index office_invitations_open_key on public.office_invitations (office_id, email, kind, coalesce(company_id, office_id))
  where accepted_at is null and revoked_at is null;

create table public.office_events (
  id bigint generated always as identity primary key,
  office_id uuid not null references public.offices (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  action text not null,
  target text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
alter table public.office_events enable row level security;
comment on table public.office_events is
  'Append-only record of what was done in an office and by whom; written by triggers and public.office_log() only.';
comment on column public.office_events.actor_id is 'auth.uid() of the statement: null for the system (jobs on the service role).';
create index office_events_office_idx on public.office_events (office_id, created_at desc);

alter table public.companies add column office_id uuid references public.offices (id) on delete set null;
comment on column public.companies.office_id is
  'The office the company is a client of (user_id is then the office''s titular); null for a company of its own.';
create index companies_office_idx on public.companies (office_id, name) where office_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Who the signed-in user is to an office. Security definer: policies call them without recursing into the policies of
-- office_members, and each answers for auth.uid() only.
create or replace function public.my_office_id() returns uuid
language sql stable security definer set search_path = ''
as $$
  select office_id from public.office_members where user_id = (select auth.uid())
$$;

create or replace function public.my_office_role() returns text
language sql stable security definer set search_path = ''
as $$
  select role from public.office_members where user_id = (select auth.uid())
$$;

-- socio and leitura see every client; an analista every client with all_clients, else the assigned ones.
create or replace function public.my_office_sees_all() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select role in ('socio', 'leitura') or all_clients from public.office_members
                    where user_id = (select auth.uid())), false)
$$;

create or replace function public.my_assigned_company_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select a.company_id from public.office_assignments a
    join public.office_members m on m.office_id = a.office_id and m.user_id = a.analyst_id
   where a.analyst_id = (select auth.uid())
$$;

create or replace function public.office_owner(p_office uuid) returns uuid
language sql stable security definer set search_path = ''
as $$
  select owner_id from public.offices where id = p_office
$$;

-- Whether the signed-in member may change this client: a socio any; an analista those they see; leitura none.
create or replace function public.my_office_edits(p_company uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select m.role = 'socio' or (m.role = 'analista' and (m.all_clients or exists (
      select 1 from public.office_assignments a where a.company_id = p_company and a.analyst_id = m.user_id)))
      from public.office_members m where m.user_id = (select auth.uid())), false)
$$;

-- The permissions of any account's plan, by the rule of public.my_plan_permissions() (docs/decisions.md S8): the
-- office's limits are its titular's plan, whoever of the staff adds a client. Not granted to clients.
create or replace function public.plan_permissions_of(p_user uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select sp.permissions
       from public.profiles p join public.subscription_plans sp on sp.id = p.plan_id
      where p.id = p_user and p.subscription_status not in ('cancelled', 'expired')),
    (select sp.permissions
       from public.profiles p join public.subscription_plans sp on sp.slug = p.subscription_status
      where p.id = p_user),
    (select permissions from public.subscription_plans where slug = 'trial'),
    '{}'::jsonb
  )
$$;

-- Whether the office's titular still pays for a plan with the office flag: an office whose plan lapsed is read only.
create or replace function public.office_active(p_office uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((public.plan_permissions_of(public.office_owner(p_office)) ->> 'office')::boolean, false)
$$;

-- ---------------------------------------------------------------------------------------------
-- The record. One function for every table, so each write of the office says who did it.
create or replace function public.office_log_event(p_office uuid, p_action text, p_target text, p_details jsonb)
returns void
language sql security definer set search_path = ''
as $$
  -- An office being closed cascades into its tables; their triggers find it gone and write nothing.
  insert into public.office_events (office_id, actor_id, action, target, details)
  select p_office, (select auth.uid()), p_action, p_target, coalesce(p_details, '{}'::jsonb)
   where exists (select 1 from public.offices where id = p_office)
$$;

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

-- What the app records that is not a row change (an export, a batch asked for): always in the caller's own name and
-- office. Returns false when the caller belongs to no office.
create or replace function public.office_log(p_action text, p_target text, p_details jsonb) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  office uuid := public.my_office_id();
begin
  if office is null or p_action !~ '^[a-z_]+(\.[a-z_]+)+$' then
    return false;
  end if;
  perform public.office_log_event(office, p_action, left(p_target, 200), p_details);
  return true;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Opening an office: its titular becomes its first socio, and the account's companies its clients.
create or replace function public.offices_after_insert() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.office_members (office_id, user_id, role) values (new.id, new.owner_id, 'socio');
  update public.companies set office_id = new.id where user_id = new.owner_id and office_id is null;
  return null;
end
$$;
create trigger offices_after_insert after insert on public.offices
  for each row execute function public.offices_after_insert();

-- A company the titular adds anywhere (the companies page, an import) is the office's; a member adding a client names
-- the office, and the row is the titular's.
create or replace function public.companies_assign_office() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.office_id is null then
    select id into new.office_id from public.offices where owner_id = new.user_id;
  end if;
  return new;
end
$$;
create trigger companies_assign_office before insert on public.companies
  for each row execute function public.companies_assign_office();

-- The office's plan limit, whoever of the staff adds the client: counted over the titular's companies under the same
-- per-account lock as public.take_plan_quota, so the titular's own inserts and the staff's are serialised together.
-- (The titular's own inserts are counted by companies_take_quota.)
create or replace function public.companies_take_office_quota() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  owner uuid;
  allowed integer;
  used integer;
begin
  -- Only a member's insert: the titular's own is counted by companies_take_quota, the service role has no limit.
  if (select auth.uid()) is null or new.office_id is null or new.user_id = (select auth.uid()) then
    return new;
  end if;
  owner := public.office_owner(new.office_id);
  perform pg_advisory_xact_lock(hashtext('plan-limit'), hashtext(owner::text));
  allowed := (public.plan_permissions_of(owner) ->> 'maxCompanies')::integer;
  if allowed is null then
    return new;
  end if;
  if current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'plan-limited rows must be inserted at READ COMMITTED isolation' using errcode = '0A000';
  end if;
  select count(*) into used from public.companies where user_id = owner;
  if used >= allowed then
    raise exception 'plan limit maxCompanies reached (% of %): new row violates row-level security policy for table "companies"',
      used, allowed using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger companies_take_office_quota before insert on public.companies
  for each row execute function public.companies_take_office_quota();

-- An analista who adds a client without seeing all of them is assigned to it, or would lose sight of it at once.
create or replace function public.companies_assign_creator() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.office_id is not null
     and exists (select 1 from public.office_members m where m.office_id = new.office_id
                   and m.user_id = (select auth.uid()) and m.role = 'analista' and not m.all_clients) then
    insert into public.office_assignments (company_id, office_id, analyst_id)
    values (new.id, new.office_id, (select auth.uid()));
  end if;
  return null;
end
$$;
create trigger companies_assign_creator after insert on public.companies
  for each row execute function public.companies_assign_creator();

create trigger companies_office_audit after insert or update or delete on public.companies
  for each row execute function public.office_audit();
create trigger offices_audit after insert or update on public.offices
  for each row execute function public.office_audit();
create trigger office_members_audit after insert or update or delete on public.office_members
  for each row execute function public.office_audit();
create trigger office_assignments_audit after insert or update or delete on public.office_assignments
  for each row execute function public.office_audit();
create trigger office_invitations_audit after insert or update on public.office_invitations
  for each row execute function public.office_audit();

-- The titular is the office: never removed, never demoted, never moved.
create or replace function public.office_members_keep_owner() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- A user's statement (claims set); closing the office deletes the row after the office is gone, which passes.
  if (select auth.uid()) is not null
     and exists (select 1 from public.offices o where o.id = old.office_id and o.owner_id = old.user_id)
     and (tg_op = 'DELETE' or new.role <> 'socio' or new.user_id <> old.user_id or new.office_id <> old.office_id) then
    raise exception 'the titular of an office stays its socio: row violates row-level security policy for table "office_members"'
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger office_members_keep_owner before update or delete on public.office_members
  for each row execute function public.office_members_keep_owner();

-- ---------------------------------------------------------------------------------------------
-- Invitations: what the link's page may show (anyone holding the token), and accepting it (the account whose e-mail
-- it names, once, before it expires).
create or replace function public.office_invitation_preview(p_token_hash text)
returns table (office_name text, kind text, role text, company_name text, email text, status text)
language sql stable security definer set search_path = ''
as $$
  select o.name, i.kind, i.role, c.name, i.email,
         case when i.accepted_at is not null or i.revoked_at is not null then 'used'
              when i.expires_at <= now() then 'expired'
              else 'open' end
    from public.office_invitations i
    join public.offices o on o.id = i.office_id
    left join public.companies c on c.id = i.company_id
   where i.token_hash = p_token_hash
$$;

create or replace function public.accept_office_invitation(p_token_hash text) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  my_email text;
  inv public.office_invitations;
begin
  if uid is null then
    return 'invalid';
  end if;
  select * into inv from public.office_invitations where token_hash = p_token_hash for update;
  if not found or inv.accepted_at is not null or inv.revoked_at is not null or inv.expires_at <= now() then
    return 'invalid';
  end if;
  select lower(u.email) into my_email from auth.users u where u.id = uid;
  if my_email is distinct from inv.email then
    return 'email_mismatch';
  end if;
  if inv.kind = 'member' then
    if exists (select 1 from public.office_members where user_id = uid) then
      return 'already_member';
    end if;
    insert into public.office_members (office_id, user_id, role) values (inv.office_id, uid, inv.role);
  else
    insert into public.office_client_users (company_id, office_id, user_id)
    values (inv.company_id, inv.office_id, uid) on conflict do nothing;
  end if;
  update public.office_invitations set accepted_at = now(), accepted_by = uid where id = inv.id;
  return 'accepted';
end
$$;
comment on function public.accept_office_invitation(text) is
  'Accepts the invitation whose token hashes to p_token_hash for the signed-in account: accepted, invalid (unknown, '
  'used, revoked or expired), email_mismatch (another account''s invitation) or already_member (of an office).';

-- ---------------------------------------------------------------------------------------------
-- Client logins: the owner of a client company, invited by the office, sees that company (the portal of
-- 20261201060002 adds what the office shares with them).
create table public.office_client_users (
  company_id uuid not null references public.companies (id) on delete cascade,
  office_id uuid not null references public.offices (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (company_id, user_id)
);
alter table public.office_client_users enable row level security;
comment on table public.office_client_users is
  'A client''s login: the account sees this one company of the office (read only), nothing else of the office.';
create index office_client_users_user_idx on public.office_client_users (user_id);
create trigger office_client_users_audit after insert or delete on public.office_client_users
  for each row execute function public.office_audit();

create or replace function public.my_client_company_ids() returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select company_id from public.office_client_users where user_id = (select auth.uid())
$$;

-- ---------------------------------------------------------------------------------------------
-- Who the signed-in user is to an office, read with the account on every signed-in request (lib/auth/profile.ts):
-- the office, its name, the member's role, and whether the office's plan is current; or, for a client login, the
-- office of their company. One row at most.
create or replace function public.my_office()
returns table (office_id uuid, office_name text, office_role text, office_active boolean)
language sql stable security definer set search_path = ''
as $$
  select o.id, o.name, m.role, public.office_active(o.id)
    from public.office_members m join public.offices o on o.id = m.office_id
   where m.user_id = (select auth.uid())
  union all
  select o.id, o.name, 'cliente', public.office_active(o.id)
    from public.offices o
   where o.id = (select cu.office_id from public.office_client_users cu
                  where cu.user_id = (select auth.uid()) order by cu.created_at limit 1)
     and not exists (select 1 from public.office_members m where m.user_id = (select auth.uid()))
$$;

-- The staff and the client logins with their names (profiles are readable by their owner only): to the members of the
-- office; the e-mails to its socios only.
create or replace function public.office_member_list()
returns table (user_id uuid, name text, email text, role text, all_clients boolean, is_owner boolean,
               created_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select m.user_id, p.name, case when public.my_office_role() = 'socio' then p.email end, m.role, m.all_clients,
         o.owner_id = m.user_id, m.created_at
    from public.office_members m
    join public.profiles p on p.id = m.user_id
    join public.offices o on o.id = m.office_id
   where m.office_id = public.my_office_id()
   order by o.owner_id = m.user_id desc, p.name
$$;

create or replace function public.office_client_login_list()
returns table (company_id uuid, user_id uuid, name text, email text, created_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select cu.company_id, cu.user_id, p.name, p.email, cu.created_at
    from public.office_client_users cu
    join public.profiles p on p.id = cu.user_id
   where cu.office_id = public.my_office_id() and public.my_office_role() = 'socio'
   order by p.name
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants.
revoke execute on function public.my_office_id(), public.my_office_role(), public.my_office_sees_all(),
  public.my_assigned_company_ids(), public.office_owner(uuid), public.my_office_edits(uuid),
  public.plan_permissions_of(uuid), public.office_active(uuid), public.office_log_event(uuid, text, text, jsonb),
  public.office_audit(), public.office_log(text, text, jsonb), public.offices_after_insert(),
  public.companies_assign_office(), public.companies_take_office_quota(), public.companies_assign_creator(),
  public.office_members_keep_owner(), public.office_invitation_preview(text), public.accept_office_invitation(text),
  public.my_client_company_ids(), public.my_office(), public.office_member_list(), public.office_client_login_list()
  from public, anon, authenticated;
grant execute on function public.my_office_id(), public.my_office_role(), public.my_office_sees_all(),
  public.my_assigned_company_ids(), public.office_owner(uuid), public.my_office_edits(uuid),
  public.office_active(uuid), public.office_log(text, text, jsonb), public.accept_office_invitation(text),
  public.my_client_company_ids(), public.my_office(), public.office_member_list(), public.office_client_login_list()
  to authenticated;
grant execute on function public.office_invitation_preview(text) to anon, authenticated;

revoke all on public.offices, public.office_members, public.office_assignments, public.office_invitations,
  public.office_events, public.office_client_users from anon, authenticated;
grant all on public.offices, public.office_members, public.office_assignments, public.office_invitations,
  public.office_events, public.office_client_users to service_role;

grant select, insert, delete on public.offices to authenticated;
grant update (name, cnpj) on public.offices to authenticated;
grant select, delete on public.office_members to authenticated;
grant update (role, all_clients) on public.office_members to authenticated;
grant select, insert, update, delete on public.office_assignments to authenticated;
grant select on public.office_invitations to authenticated;
-- Whole-row insert (Drizzle lists every column); the policy holds the answer columns empty.
grant insert on public.office_invitations to authenticated;
grant update (revoked_at) on public.office_invitations to authenticated;
grant select on public.office_events to authenticated;
grant select, delete on public.office_client_users to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Policies.
create policy offices_read_member on public.offices
  for select to authenticated
  using (id = (select public.my_office_id())
         or id in (select cu.office_id from public.office_client_users cu where cu.user_id = (select auth.uid())));
create policy offices_insert_own on public.offices
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and public.has_feature('office')
              and not exists (select 1 from public.office_members m where m.user_id = (select auth.uid())));
create policy offices_update_socio on public.offices
  for update to authenticated
  using (id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio')
  with check (id = (select public.my_office_id()));
create policy offices_delete_owner on public.offices
  for delete to authenticated using (owner_id = (select auth.uid()));

create policy office_members_read on public.office_members
  for select to authenticated using (office_id = (select public.my_office_id()));
create policy office_members_update_socio on public.office_members
  for update to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio')
  with check (office_id = (select public.my_office_id()));
-- A socio removes anyone but the titular (office_members_keep_owner); anyone may leave.
create policy office_members_delete on public.office_members
  for delete to authenticated
  using (office_id = (select public.my_office_id())
         and ((select public.my_office_role()) = 'socio' or user_id = (select auth.uid())));

create policy office_assignments_read on public.office_assignments
  for select to authenticated using (office_id = (select public.my_office_id()));
create policy office_assignments_write_socio on public.office_assignments
  for all to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio')
  with check (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio'
              and exists (select 1 from public.companies c
                           where c.id = office_assignments.company_id and c.office_id = office_assignments.office_id));

create policy office_invitations_read_socio on public.office_invitations
  for select to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio');
create policy office_invitations_insert_socio on public.office_invitations
  for insert to authenticated
  with check (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio'
              and invited_by = (select auth.uid()) and public.office_active(office_id)
              and accepted_at is null and accepted_by is null and revoked_at is null
              and expires_at <= now() + interval '8 days'
              and (company_id is null or exists (
                select 1 from public.companies c
                 where c.id = office_invitations.company_id and c.office_id = office_invitations.office_id)));
create policy office_invitations_revoke_socio on public.office_invitations
  for update to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio')
  with check (office_id = (select public.my_office_id()));

create policy office_events_read_socio on public.office_events
  for select to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio');

create policy office_client_users_read on public.office_client_users
  for select to authenticated
  using (user_id = (select auth.uid()) or office_id = (select public.my_office_id()));
create policy office_client_users_delete_socio on public.office_client_users
  for delete to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio');

-- The office's clients, to its members by role and assignment; a client login sees its own company.
create policy companies_office_read on public.companies
  for select to authenticated
  using (office_id is not null and (
    (office_id = (select public.my_office_id())
     and ((select public.my_office_sees_all()) or id in (select public.my_assigned_company_ids())))
    or id in (select public.my_client_company_ids())));
create policy companies_office_insert on public.companies
  for insert to authenticated
  with check (office_id = (select public.my_office_id())
              and (select public.my_office_role()) in ('socio', 'analista')
              and user_id = public.office_owner(office_id)
              and public.office_active(office_id));
-- Restrictive: whatever policy lets a row in, an office's client is always its titular's row. Without it a user's own
-- insert (companies_insert_own) could name any office and slip a company of theirs into its portfolio.
create policy companies_office_is_titular on public.companies
  as restrictive for insert to authenticated
  with check (office_id is null or user_id = public.office_owner(office_id));
create policy companies_office_update on public.companies
  for update to authenticated
  using (office_id = (select public.my_office_id()) and public.my_office_edits(id))
  with check (office_id = (select public.my_office_id()) and public.office_active(office_id));
create policy companies_office_delete on public.companies
  for delete to authenticated
  using (office_id = (select public.my_office_id()) and (select public.my_office_role()) = 'socio');

-- A client's reform profile (20261201040001_company_reform_profiles.sql) is the titular's row like the client itself:
-- read by whoever sees the client (the companies' policies decide, through the subquery), written by those who edit
-- it, removed by socios. Never another account's name, never a simulation of someone else's.
create policy company_reform_profiles_office_read on public.company_reform_profiles
  for select to authenticated
  using (exists (select 1 from public.companies c where c.id = company_id and c.office_id is not null));
create policy company_reform_profiles_office_insert on public.company_reform_profiles
  for insert to authenticated
  with check (simulation_id is null and public.my_office_edits(company_id)
              and exists (select 1 from public.companies c
                           where c.id = company_id and c.office_id = (select public.my_office_id())
                             and c.user_id = company_reform_profiles.user_id));
create policy company_reform_profiles_office_update on public.company_reform_profiles
  for update to authenticated
  using (public.my_office_edits(company_id)
         and exists (select 1 from public.companies c
                      where c.id = company_id and c.office_id = (select public.my_office_id())))
  with check (simulation_id is null and public.my_office_edits(company_id)
              and exists (select 1 from public.companies c
                           where c.id = company_id and c.office_id = (select public.my_office_id())
                             and c.user_id = company_reform_profiles.user_id));

-- The office's branding (its titular's white-label cover) on what the staff generate for its clients.
create policy report_branding_read_office on public.report_branding
  for select to authenticated
  using (user_id = public.office_owner((select public.my_office_id())));
