-- Affiliate programme: who was referred by whom, and one commission per payment received from a
-- referred subscriber (docs/decisions.md §8). Affiliates read their own rows; writes are privileged.

create table public.referrals (
  id uuid primary key default gen_random_uuid(),
  affiliate_id uuid not null references public.profiles (id) on delete cascade,
  referred_user_id uuid not null unique references public.profiles (id) on delete cascade,
  code text not null,
  status text not null default 'ativo' check (status in ('ativo', 'cancelado')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (affiliate_id <> referred_user_id)
);
alter table public.referrals enable row level security;
comment on table public.referrals is 'Created by the sign-up trigger when the new user signs up with an affiliate code.';
comment on column public.referrals.code is 'The affiliate code used at sign-up (kept even if the affiliate''s code changes).';
comment on column public.referrals.status is 'ativo while the referred user has a paying subscription, else cancelado.';
create index referrals_affiliate_id_idx on public.referrals (affiliate_id, created_at desc);
create trigger referrals_updated_at before update on public.referrals
  for each row execute function public.set_updated_at();

create table public.commissions (
  id uuid primary key default gen_random_uuid(),
  affiliate_id uuid not null references public.profiles (id) on delete cascade,
  referral_id uuid not null references public.referrals (id) on delete cascade,
  payment_id uuid not null unique references public.asaas_payments (id) on delete cascade,
  rate numeric(5, 2) not null check (rate between 0 and 100),
  amount numeric(10, 2) not null check (amount >= 0),
  status text not null default 'pendente' check (status in ('pendente', 'pago')),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'pago') = (paid_at is not null))
);
alter table public.commissions enable row level security;
comment on column public.commissions.payment_id is 'The received payment it pays on; unique, so one commission per payment.';
comment on column public.commissions.rate is 'Percent from system_settings.asaas_affiliate_commission at the time of the payment.';
comment on column public.commissions.amount is 'rate percent of the payment value, in BRL, rounded half-up to centavos.';
create index commissions_affiliate_id_idx on public.commissions (affiliate_id, created_at desc);
create index commissions_referral_id_idx on public.commissions (referral_id);
create trigger commissions_updated_at before update on public.commissions
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
revoke all on public.referrals, public.commissions from anon, authenticated;
grant all on public.referrals, public.commissions to service_role;
grant select on public.referrals, public.commissions to authenticated;

create policy referrals_read_own on public.referrals
  for select to authenticated using (affiliate_id = (select auth.uid()));
create policy referrals_admin_read on public.referrals
  for select to authenticated using ((select public.is_admin()));

create policy commissions_read_own on public.commissions
  for select to authenticated using (affiliate_id = (select auth.uid()));
create policy commissions_admin_read on public.commissions
  for select to authenticated using ((select public.is_admin()));
