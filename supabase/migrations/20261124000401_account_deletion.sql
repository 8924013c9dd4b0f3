-- Account deletion (LGPD art. 18, VI). An erased account keeps its profile row, emptied of personal data, because the
-- fiscal and payment records the law requires us to keep (subscriptions, asaas_payments) point at it; deleted_at
-- marks it, and the erasure itself (lib/account/erase.ts) runs on the privileged path and is audited.
alter table public.profiles add column deleted_at timestamptz;
comment on column public.profiles.deleted_at is
  'When the account was erased: name, contacts and CPF are gone and sign-in is impossible; the row stays for the '
  'anonymised payment records that reference it.';
