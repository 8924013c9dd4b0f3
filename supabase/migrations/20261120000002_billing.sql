-- Billing: pending registrations (plan chosen at sign-up, awaiting payment), recurring
-- subscriptions at the payment provider, their payments, and the raw webhook inbox.
-- Users only read their own rows; every write goes through the server's privileged path
-- (lib/db/admin.ts), driven by the provider's webhooks and the payment sync.

create table public.pending_registrations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  email text not null,
  name text not null,
  cpf text,
  phone text,
  selected_plan_id uuid not null references public.subscription_plans (id),
  billing_cycle text not null default 'monthly' check (billing_cycle in ('monthly', 'yearly')),
  status text not null default 'pending_payment'
    check (status in ('pending_payment', 'paid', 'expired', 'cancelled')),
  asaas_payment_id text,
  asaas_subscription_id text,
  referral_code text,
  is_upgrade boolean not null default false,
  expires_at timestamptz not null default (now() + interval '7 days'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.pending_registrations enable row level security;
comment on table public.pending_registrations is
  'A plan purchase awaiting payment. The account already exists with trial access; a confirmed payment '
  'upgrades it (docs/decisions.md §10: no password is stored here).';
comment on column public.pending_registrations.cpf is 'CPF or CNPJ of the payer, digits (and letters for the 2026 CNPJ) only.';
comment on column public.pending_registrations.asaas_payment_id is 'First payment of the subscription at the provider.';
comment on column public.pending_registrations.is_upgrade is 'True when an existing subscriber changes plan.';
create index pending_registrations_user_id_idx on public.pending_registrations (user_id, created_at desc);
create index pending_registrations_email_idx on public.pending_registrations (lower(email));
create unique index pending_registrations_asaas_payment_id_key on public.pending_registrations (asaas_payment_id);
create trigger pending_registrations_updated_at before update on public.pending_registrations
  for each row execute function public.set_updated_at();

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  plan_id uuid not null references public.subscription_plans (id),
  provider text not null check (provider in ('asaas', 'sandbox')),
  provider_subscription_id text not null unique,
  billing_cycle text not null default 'monthly' check (billing_cycle in ('monthly', 'yearly')),
  value numeric(10, 2) not null check (value >= 0),
  status text not null default 'pending' check (status in ('pending', 'active', 'overdue', 'cancelled', 'expired')),
  current_period_end timestamptz,
  next_due_date date,
  cancel_at_period_end boolean not null default false,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.subscriptions enable row level security;
comment on column public.subscriptions.provider is 'asaas = real Asaas account; sandbox = the built-in local provider.';
comment on column public.subscriptions.current_period_end is 'Access is paid up to this instant.';
comment on column public.subscriptions.value is 'Price charged per cycle, in BRL, fixed when the subscription was created.';
create index subscriptions_user_id_idx on public.subscriptions (user_id, created_at desc);
create trigger subscriptions_updated_at before update on public.subscriptions
  for each row execute function public.set_updated_at();

create table public.asaas_payments (
  id uuid primary key default gen_random_uuid(),
  asaas_payment_id text not null unique,
  provider text not null default 'asaas' check (provider in ('asaas', 'sandbox')),
  user_id uuid references public.profiles (id) on delete set null,
  registration_id uuid references public.pending_registrations (id) on delete set null,
  subscription_id uuid references public.subscriptions (id) on delete set null,
  value numeric(10, 2) not null check (value >= 0),
  net_value numeric(10, 2),
  status text not null,
  customer_name text,
  customer_email text,
  description text,
  invoice_url text,
  bank_slip_url text,
  pix_qr_code_id text,
  pix_payload text,
  pix_image text,
  due_date date,
  payment_date date,
  billing_type text,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.asaas_payments enable row level security;
comment on table public.asaas_payments is 'Mirror of the provider''s payments, upserted by the convergent payment sync.';
comment on column public.asaas_payments.asaas_payment_id is 'Payment id at the provider ("pay_..." for Asaas).';
comment on column public.asaas_payments.status is
  'Provider status as received: PENDING, RECEIVED, CONFIRMED, OVERDUE, REFUNDED, RECEIVED_IN_CASH, ... '
  '(not constrained: Asaas adds values over time).';
comment on column public.asaas_payments.net_value is 'Value after the provider''s fee.';
comment on column public.asaas_payments.pix_payload is 'PIX copia-e-cola (EMV) code.';
comment on column public.asaas_payments.pix_image is 'PIX QR code image, base64-encoded PNG as returned by the provider.';
comment on column public.asaas_payments.deleted is 'Removed at the provider; kept for history.';
create index asaas_payments_user_id_idx on public.asaas_payments (user_id, created_at desc);
create index asaas_payments_subscription_id_idx on public.asaas_payments (subscription_id);
create index asaas_payments_status_idx on public.asaas_payments (status, created_at desc);
create trigger asaas_payments_updated_at before update on public.asaas_payments
  for each row execute function public.set_updated_at();

create table public.webhook_events (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  event_id text not null,
  event_type text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  error text,
  unique (provider, event_id)
);
alter table public.webhook_events enable row level security;
comment on table public.webhook_events is
  'Inbox of provider webhooks; the unique (provider, event_id) makes redelivered events no-ops.';
comment on column public.webhook_events.error is 'Last processing error; null once processed.';
create index webhook_events_unprocessed_idx on public.webhook_events (received_at) where processed_at is null;

-- ---------------------------------------------------------------------------------------------
revoke all on public.pending_registrations, public.subscriptions, public.asaas_payments, public.webhook_events
  from anon, authenticated;
grant all on public.pending_registrations, public.subscriptions, public.asaas_payments, public.webhook_events
  to service_role;
grant select on public.pending_registrations, public.subscriptions, public.asaas_payments, public.webhook_events
  to authenticated;

create policy pending_registrations_read_own on public.pending_registrations
  for select to authenticated using (user_id = (select auth.uid()));
create policy pending_registrations_admin_read on public.pending_registrations
  for select to authenticated using ((select public.is_admin()));

create policy subscriptions_read_own on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy subscriptions_admin_read on public.subscriptions
  for select to authenticated using ((select public.is_admin()));

create policy asaas_payments_read_own on public.asaas_payments
  for select to authenticated using (user_id = (select auth.uid()) and not deleted);
create policy asaas_payments_admin_read on public.asaas_payments
  for select to authenticated using ((select public.is_admin()));

create policy webhook_events_admin_read on public.webhook_events
  for select to authenticated using ((select public.is_admin()));
