-- Sandbox payment provider: a local stand-in for Asaas (lib/payments/sandbox) used when no
-- ASAAS_API_KEY is configured. It keeps customers, monthly subscriptions and their charges with the
-- same shapes and ids semantics as Asaas v3, so the billing flow (registration, webhook, sync,
-- reconcile) runs unchanged. Only the server's privileged path (service_role) touches these tables.

create table public.sandbox_customers (
  id text primary key,
  name text not null,
  email text,
  cpf_cnpj text not null,
  phone text,
  external_reference text,
  created_at timestamptz not null default now()
);
alter table public.sandbox_customers enable row level security;
comment on table public.sandbox_customers is 'Customers of the built-in sandbox provider (Asaas "cus_..." stand-ins).';
create index sandbox_customers_cpf_cnpj_idx on public.sandbox_customers (cpf_cnpj);

create table public.sandbox_subscriptions (
  id text primary key,
  customer_id text not null references public.sandbox_customers (id),
  value numeric(10, 2) not null check (value > 0),
  next_due_date date not null,
  cycle text not null default 'MONTHLY',
  description text,
  external_reference text,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE', 'EXPIRED')),
  deleted boolean not null default false,
  created_at timestamptz not null default now()
);
alter table public.sandbox_subscriptions enable row level security;
comment on column public.sandbox_subscriptions.next_due_date is
  'Due date of the next charge to be generated (Asaas advances it one cycle when a charge is created).';
create index sandbox_subscriptions_external_reference_idx on public.sandbox_subscriptions (external_reference);

create table public.sandbox_payments (
  id text primary key,
  subscription_id text references public.sandbox_subscriptions (id),
  customer_id text not null references public.sandbox_customers (id),
  value numeric(10, 2) not null check (value > 0),
  status text not null default 'PENDING',
  billing_type text not null default 'PIX',
  due_date date not null,
  payment_date date,
  description text,
  external_reference text,
  pix_payload text not null,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.sandbox_payments enable row level security;
comment on column public.sandbox_payments.pix_payload is 'BR Code (PIX copia e cola) generated for the charge.';
create index sandbox_payments_subscription_id_idx on public.sandbox_payments (subscription_id, due_date);
create trigger sandbox_payments_updated_at before update on public.sandbox_payments
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
revoke all on public.sandbox_customers, public.sandbox_subscriptions, public.sandbox_payments from anon, authenticated;
grant all on public.sandbox_customers, public.sandbox_subscriptions, public.sandbox_payments to service_role;
-- No policies: client roles have no grants, and service_role bypasses row-level security.
