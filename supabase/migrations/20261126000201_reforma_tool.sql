-- The consumption-tax reform tool: /reforma-tributaria, saved as simulations of type
-- 'reforma_tributaria' and opened by the new plan flag reformaTributaria (Básico and above, not Trial).
-- The official CBS/IBS reference rate the admin types once the Senate resolution (or the TCU fallback, LC 214/2025
-- art. 349 §2) exists is a system setting (reform_official_reference_rate, lib/settings/reference-rate.ts), so it
-- needs no table here.

alter table public.simulations drop constraint if exists simulations_simulation_type_check;
alter table public.simulations add constraint simulations_simulation_type_check check (simulation_type in (
  'fiscal', 'labor', 'clt_vs_pj', 'risk', 'mei', 'profit_strategy', 'hidden_credits', 'regime_alert', 'tax_benefits',
  'reforma_tributaria'
));

create or replace function public.simulation_feature(simulation_type text) returns text
language sql immutable
set search_path = ''
as $$
  select case simulation_type
    when 'fiscal' then 'fiscalSimulator'
    when 'labor' then 'laborSimulator'
    when 'clt_vs_pj' then 'cltVsPj'
    when 'risk' then 'riskDetector'
    when 'mei' then 'meiChecker'
    when 'profit_strategy' then 'profitStrategy'
    when 'hidden_credits' then 'hiddenCredits'
    when 'regime_alert' then 'regimeAlert'
    when 'tax_benefits' then 'fiscalBenefits'
    when 'reforma_tributaria' then 'reformaTributaria'
  end
$$;

-- Every plan row gets the flag (lib/plans/permissions.ts rejects a permissions object missing one): the seeded paid
-- plans have it, Trial does not; a plan an admin added follows its fiscalBenefits flag (the other Básico-level tool).
-- Plans that already carry the flag (an admin's edit, or seed.sql on a fresh database) are left alone.
update public.subscription_plans
set permissions = permissions || jsonb_build_object(
  'reformaTributaria',
  case
    when slug in ('basic', 'professional', 'enterprise') then true
    when slug = 'trial' then false
    else coalesce((permissions ->> 'fiscalBenefits')::boolean, false)
  end)
where permissions -> 'reformaTributaria' is null;
