-- One name per tool: the plan features seeded by supabase/seed.sql named the tools otherwise
-- than the sidebar and the cards ("Simulador trabalhista", "Comparador CLT x PJ", "Estratégia pró-labore x
-- lucros"). Renames only rows that still hold the seeded text, so an administrator's own wording stays.

update public.plan_features pf set feature_name = v.new_name
from (values
  ('basic', 'Simulador trabalhista e CLT x PJ', 'Custo trabalhista e CLT × PJ'),
  ('professional', 'Simulador trabalhista', 'Custo trabalhista'),
  ('professional', 'Comparador CLT x PJ', 'CLT × PJ'),
  ('professional', 'Estratégia pró-labore x lucros', 'Pró-labore × dividendos')
) as v (slug, old_name, new_name)
join public.subscription_plans sp on sp.slug = v.slug
where pf.plan_id = sp.id and pf.feature_name = v.old_name;
