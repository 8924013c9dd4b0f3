-- The reform profile of a company: what the company record does not hold and the CBS/IBS answer needs
-- (the share of sales to buyers that take credit, the monthly purchases from regular and Simples suppliers, the
-- reduced rate that applies, the sublimite state, whether the company already opted for CBS/IBS outside the DAS).
-- One row per company, owned like the company; every screen (the reform tool, the dossier, the assistant, the
-- portfolio and its CSV, the alerts, the dashboard) reads it through lib/reform (reformAnswerForCompany). A null
-- field is "not informed": the screens say "Falta informar", never compute a decision from a guess.
--
-- Also: the reform deadline reminders (e-mails at 30, 7 and 1 days before each option or cancellation deadline)
-- are a notification kind of their own, and users read their own delivered e-mails (the in-app list /notificacoes).

create table public.company_reform_profiles (
  company_id uuid primary key references public.companies (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  crediting_buyers_percent numeric(5, 2) check (crediting_buyers_percent between 0 and 100),
  purchases_regular numeric(14, 2) check (purchases_regular >= 0),
  purchases_simples numeric(14, 2) check (purchases_simples >= 0),
  reduction text check (reduction in ('none', 'art127_30', 'art128_60', 'zero')),
  sublimite_exceeded boolean,
  regular_option boolean,
  source text not null default 'informed' check (source in ('informed', 'simulation')),
  simulation_id uuid references public.simulations (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.company_reform_profiles enable row level security;
comment on table public.company_reform_profiles is
  'What the CBS/IBS answer of a company needs beyond its record; null = not informed (the screens ask for it).';
comment on column public.company_reform_profiles.crediting_buyers_percent is
  'Share of sales, in percent, to buyers that take CBS/IBS credit (regular-regime companies).';
comment on column public.company_reform_profiles.purchases_regular is
  'Monthly purchases from regular-regime suppliers that give full CBS/IBS credit, in BRL.';
comment on column public.company_reform_profiles.purchases_simples is
  'Monthly purchases from Simples suppliers (credit limited to the DAS share), in BRL.';
comment on column public.company_reform_profiles.reduction is
  'Reduced-rate regime of LC 214/2025 the company meets: none, art. 127 (30%), art. 128 (60%) or zero.';
comment on column public.company_reform_profiles.sublimite_exceeded is
  'ICMS/ISS outside the DAS because the state sublimite is exceeded (LC 123 art. 13-A); null = read from RBT12.';
comment on column public.company_reform_profiles.regular_option is
  'The company opted to collect CBS/IBS outside the DAS in the last window (it may cancel until the window''s deadline).';
comment on column public.company_reform_profiles.source is
  'informed: typed on the company form or the API; simulation: filled from the newest saved reform simulation.';
create index company_reform_profiles_user_idx on public.company_reform_profiles (user_id);
create trigger company_reform_profiles_server_timestamps before insert or update on public.company_reform_profiles
  for each row execute function public.server_timestamps();

grant select, insert, delete on public.company_reform_profiles to authenticated;
grant update (crediting_buyers_percent, purchases_regular, purchases_simples, reduction, sublimite_exceeded,
  regular_option, source, simulation_id) on public.company_reform_profiles to authenticated;
grant all on public.company_reform_profiles to service_role;

-- The row is the company owner's, and only for a company of theirs (never another user's company id).
create policy company_reform_profiles_read_own on public.company_reform_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy company_reform_profiles_insert_own on public.company_reform_profiles
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.companies c where c.id = company_id and c.user_id = (select auth.uid()))
    and (simulation_id is null or exists (
      select 1 from public.simulations s where s.id = simulation_id and s.user_id = (select auth.uid())))
  );
create policy company_reform_profiles_update_own on public.company_reform_profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (simulation_id is null or exists (
      select 1 from public.simulations s where s.id = simulation_id and s.user_id = (select auth.uid())))
  );
create policy company_reform_profiles_delete_own on public.company_reform_profiles
  for delete to authenticated using (user_id = (select auth.uid()));
create policy company_reform_profiles_admin_read on public.company_reform_profiles
  for select to authenticated using ((select public.is_admin()));

-- Filled from each company's newest saved reform simulation (lib/tools/save.ts does the same from now on).
insert into public.company_reform_profiles
  (company_id, user_id, crediting_buyers_percent, purchases_regular, purchases_simples, reduction, source, simulation_id)
select distinct on (s.company_id)
  s.company_id, s.user_id,
  least(greatest((s.input -> 'engine' ->> 'creditingBuyersPercent')::numeric, 0), 100),
  greatest((s.input -> 'engine' ->> 'purchasesRegular')::numeric, 0),
  greatest((s.input -> 'engine' ->> 'purchasesSimples')::numeric, 0),
  case when s.input -> 'engine' ->> 'reduction' in ('none', 'art127_30', 'art128_60', 'zero')
    then s.input -> 'engine' ->> 'reduction' end,
  'simulation', s.id
from public.simulations s
join public.companies c on c.id = s.company_id and c.user_id = s.user_id
where s.simulation_type = 'reforma_tributaria'
  and jsonb_typeof(s.input -> 'engine' -> 'creditingBuyersPercent') = 'number'
  and jsonb_typeof(s.input -> 'engine' -> 'purchasesRegular') = 'number'
  and jsonb_typeof(s.input -> 'engine' -> 'purchasesSimples') = 'number'
order by s.company_id, s.created_at desc
on conflict (company_id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Reform deadline reminders: a kind of their own (one e-mail per user, deadline and stage: 30, 7 or 1 day).
alter table public.notification_deliveries drop constraint if exists notification_deliveries_kind_check;
alter table public.notification_deliveries add constraint notification_deliveries_kind_check check (kind in (
  'payment_confirmed', 'payment_overdue', 'alert_digest', 'monthly_summary', 'reform_deadline'
));

-- Users read the e-mails sent to them (the in-app list); writes stay the server's.
grant select on public.notification_deliveries to authenticated;
create policy notification_deliveries_read_own on public.notification_deliveries
  for select to authenticated using (user_id = (select auth.uid()));
