-- Affiliate backoffice and /admin/affiliates:
--   * public.my_referrals(): the affiliate's referral list as a DTO (first name and initial, plan, status,
--     join date, commission), never the referred person's e-mail or CPF, only auth.uid()'s referrals;
--   * self-referral earns nothing: a sign-up whose CPF/CNPJ is the affiliate's own gets no referral;
--   * admins mark a commission paid under RLS (column grant + admin-only policy; audited by the server);
--   * the affiliate's payout PIX key, stored encrypted by the server;
--   * notification_deliveries: the e-mails the notification senders queued, one per deterministic key.

-- ---------------------------------------------------------------------------------------------
-- Sign-up: as 20261120000006_signup.sql, plus the same-document check (a person referring themselves
-- through a second account earns nothing).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  person_name text := btrim(coalesce(meta ->> 'name', meta ->> 'full_name', ''));
  kind text := case when meta ->> 'user_type' = 'affiliate' then 'affiliate' else 'subscriber' end;
  document text := nullif(regexp_replace(upper(coalesce(meta ->> 'document', meta ->> 'cpf_cnpj', meta ->> 'cpf', '')),
    '[^0-9A-Z]', '', 'g'), '');
  referral_code text := nullif(upper(btrim(coalesce(meta ->> 'referral_code', meta ->> 'ref', ''))), '');
  referrer uuid;
  referrer_document text;
begin
  if referral_code is not null then
    select id, cpf_cnpj into referrer, referrer_document from public.profiles
    where affiliate_code = referral_code and user_type = 'affiliate';
    if referrer is not null and document is not null
       and regexp_replace(upper(coalesce(referrer_document, '')), '[^0-9A-Z]', '', 'g') = document then
      referrer := null;
    end if;
  end if;

  insert into public.profiles (id, name, email, phone, cpf_cnpj, user_type, referred_by)
  values (new.id, person_name, coalesce(lower(new.email), ''), nullif(btrim(meta ->> 'phone'), ''), document,
          kind, referrer);

  if referrer is not null then
    insert into public.referrals (affiliate_id, referred_user_id, code) values (referrer, new.id, referral_code);
  end if;
  return new;
end
$$;
comment on function public.handle_new_user() is
  'Creates the profile (and the referral, when signed up with an affiliate code that is not the person''s own) for a new auth user.';
revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The affiliate's referral list. Affiliates may not read the referred people's profiles (RLS), so this
-- security-definer function returns only the columns the backoffice shows, for the caller's own referrals.
create or replace function public.my_referrals()
returns table (
  referral_id uuid,
  display_name text,
  plan_name text,
  status text,
  joined_at timestamptz,
  commission_total numeric,
  commission_pending numeric,
  commission_status text
)
language sql stable security definer set search_path = ''
as $$
  select r.id,
         -- First name and the initial of the last one: "Maria S."; never the e-mail or the document.
         case
           when btrim(p.name) = '' then null
           when array_length(regexp_split_to_array(btrim(p.name), '\s+'), 1) = 1 then btrim(p.name)
           else split_part(btrim(p.name), ' ', 1) || ' '
                || upper(left((regexp_split_to_array(btrim(p.name), '\s+'))[array_length(regexp_split_to_array(btrim(p.name), '\s+'), 1)], 1)) || '.'
         end,
         coalesce(pl.name, initcap(p.subscription_status)),
         r.status,
         r.created_at,
         coalesce(sum(c.amount), 0),
         coalesce(sum(c.amount) filter (where c.status = 'pendente'), 0),
         case
           when count(c.id) = 0 then null
           when count(c.id) filter (where c.status = 'pendente') > 0 then 'pendente'
           else 'pago'
         end
    from public.referrals r
    join public.profiles p on p.id = r.referred_user_id
    left join public.subscription_plans pl
      on pl.id = coalesce(p.plan_id, (select s.id from public.subscription_plans s where s.slug = p.subscription_status))
    left join public.commissions c on c.referral_id = r.id
   where r.affiliate_id = (select auth.uid())
   group by r.id, p.name, p.subscription_status, pl.name
   order by r.created_at desc
$$;
comment on function public.my_referrals() is
  'The signed-in affiliate''s referrals: display name (first name + initial), plan, status, join date and commission totals. No e-mail or CPF.';
revoke execute on function public.my_referrals() from public, anon;
grant execute on function public.my_referrals() to authenticated;

-- The commission rule shown to affiliates (docs/decisions.md §8): system_settings is admin-only, so this reads the one
-- non-secret setting it needs.
create or replace function public.affiliate_commission_setting() returns text
language sql stable security definer set search_path = ''
as $$
  select setting_value from public.system_settings where setting_key = 'asaas_affiliate_commission' and not is_encrypted
$$;
comment on function public.affiliate_commission_setting() is 'The raw asaas_affiliate_commission percent (parsed by the server), for the affiliate screens.';
revoke execute on function public.affiliate_commission_setting() from public, anon;
grant execute on function public.affiliate_commission_setting() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Admins mark commissions paid (status pendente -> pago with paid_at), under RLS in their own name.
grant update (status, paid_at) on public.commissions to authenticated;
create policy commissions_admin_update on public.commissions
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
create table public.affiliate_payout_keys (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  key_type text not null check (key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
  key_ciphertext text not null check (key_ciphertext like 'v1.%'),
  key_masked text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.affiliate_payout_keys enable row level security;
comment on table public.affiliate_payout_keys is 'The PIX key an affiliate is paid on; one per affiliate.';
comment on column public.affiliate_payout_keys.key_ciphertext is
  'AES-256-GCM envelope written by the server (lib/security/settings-cipher.ts), AAD bound to the owner; never the key itself.';
comment on column public.affiliate_payout_keys.key_masked is 'What screens show: the key with all but its last characters hidden.';
create trigger affiliate_payout_keys_updated_at before update on public.affiliate_payout_keys
  for each row execute function public.set_updated_at();

revoke all on public.affiliate_payout_keys from anon, authenticated;
grant all on public.affiliate_payout_keys to service_role;
grant select, insert, delete on public.affiliate_payout_keys to authenticated;
grant update (key_type, key_ciphertext, key_masked) on public.affiliate_payout_keys to authenticated;

create policy affiliate_payout_keys_own on public.affiliate_payout_keys
  for all to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy affiliate_payout_keys_admin_read on public.affiliate_payout_keys
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
create table public.notification_deliveries (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('payment_confirmed', 'payment_overdue', 'alert_digest', 'monthly_summary')),
  dedupe_key text not null unique,
  to_email text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  topics text[] not null default '{}',
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.notification_deliveries enable row level security;
comment on table public.notification_deliveries is
  'Transactional outbox of notification e-mails: queued in the transaction that caused them, sent after it commits.';
comment on column public.notification_deliveries.dedupe_key is
  'Deterministic key (e.g. payment_confirmed:<payment id>, alert:<user>:<finding>, summary:<user>:<yyyy-mm>): one e-mail per key.';
comment on column public.notification_deliveries.topics is
  'What the e-mail told about (the regime-alert digest: one key per finding), so the next digest tells only new ones.';
comment on column public.notification_deliveries.sent_at is 'Null while waiting to be sent.';
create index notification_deliveries_unsent_idx on public.notification_deliveries (created_at) where sent_at is null;
create index notification_deliveries_user_idx on public.notification_deliveries (user_id, created_at desc);

revoke all on public.notification_deliveries from anon, authenticated;
grant all on public.notification_deliveries to service_role;
