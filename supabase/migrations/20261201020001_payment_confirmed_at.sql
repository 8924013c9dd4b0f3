-- When a payment was first recorded as paid, kept apart from updated_at. Every sync of a subscription re-writes its
-- payments (webhooks arrive more than once, the reconciliation re-reads them), and each write moved updated_at: the
-- back office's activity feed read an 11-minute-old payment as "agora mesmo" and put it above newer events.
alter table public.asaas_payments add column confirmed_at timestamptz;
comment on column public.asaas_payments.confirmed_at is
  'When the payment was first recorded in a paid status (RECEIVED, CONFIRMED, RECEIVED_IN_CASH); set once, never moved by later syncs.';

create or replace function public.set_payment_confirmed_at() returns trigger
language plpgsql as $$
begin
  if new.confirmed_at is null and new.status in ('RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH') then
    new.confirmed_at := now();
  end if;
  return new;
end;
$$;

create trigger asaas_payments_confirmed_at before insert or update on public.asaas_payments
  for each row execute function public.set_payment_confirmed_at();

-- Rows paid before this column: the best instant known, without touching updated_at. The last write when it fell on
-- the payment's day, else noon of that day in Brasília (as the feed read them until now).
alter table public.asaas_payments disable trigger asaas_payments_updated_at;
update public.asaas_payments
   set confirmed_at = case
         when payment_date is null or (updated_at at time zone 'America/Sao_Paulo')::date = payment_date then updated_at
         else (payment_date + time '12:00') at time zone 'America/Sao_Paulo'
       end
 where status in ('RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH');
alter table public.asaas_payments enable trigger asaas_payments_updated_at;
