-- Default data: the four plans with their prices, permissions and features (lib/plans/permissions.ts
-- holds the same permissions and its test keeps the two identical) and the non-secret system settings.
-- Idempotent and non-destructive: rows that already exist are left alone, so prices, features and
-- settings edited by an admin survive every restart. Change defaults of a live database with a
-- migration, not here.
--
-- Permissions: booleans per feature; maxSimulations (per calendar month), maxCompanies and
-- maxAiQuestions (assistant questions per calendar month) are integers, null = unlimited.

insert into public.subscription_plans
  (slug, name, description, monthly_price, yearly_price, is_popular, is_active, display_order, permissions)
values
  ('trial', 'Trial', 'Experimente o simulador fiscal e o verificador MEI sem custo.', 0.00, 0.00, false, true, 0,
   '{"fiscalSimulator": true, "laborSimulator": false, "cltVsPj": false, "riskDetector": false,
     "regimeAlert": false, "profitStrategy": false, "hiddenCredits": false, "meiChecker": true,
     "fiscalBenefits": false, "reformaTributaria": false, "aiAssistant": false, "companies": false, "reports": false,
     "maxSimulations": 3, "maxCompanies": 1, "maxAiQuestions": null, "pdfReports": false, "prioritySupport": false,
     "apiAccess": false, "customDashboard": false, "office": false}'),
  ('basic', 'Básico', 'Para o pequeno empresário que quer pagar o imposto certo.', 29.90, 299.00, false, true, 1,
   '{"fiscalSimulator": true, "laborSimulator": false, "cltVsPj": false, "riskDetector": false,
     "regimeAlert": false, "profitStrategy": false, "hiddenCredits": false, "meiChecker": true,
     "fiscalBenefits": true, "reformaTributaria": true, "aiAssistant": true, "companies": false, "reports": true,
     "maxSimulations": 5, "maxCompanies": 1, "maxAiQuestions": 30, "pdfReports": true, "prioritySupport": false,
     "apiAccess": false, "customDashboard": false, "office": false}'),
  ('professional', 'Profissional', 'Todas as ferramentas de planejamento tributário e trabalhista.', 89.90, 899.00, true, true, 2,
   '{"fiscalSimulator": true, "laborSimulator": true, "cltVsPj": true, "riskDetector": true,
     "regimeAlert": true, "profitStrategy": true, "hiddenCredits": false, "meiChecker": true,
     "fiscalBenefits": true, "reformaTributaria": true, "aiAssistant": true, "companies": true, "reports": true,
     "maxSimulations": null, "maxCompanies": 3, "maxAiQuestions": null, "pdfReports": true, "prioritySupport": true,
     "apiAccess": false, "customDashboard": false, "office": false}'),
  ('enterprise', 'Enterprise', 'Para escritórios contábeis e grupos de empresas, sem limites.', 199.90, 1999.00, false, true, 3,
   '{"fiscalSimulator": true, "laborSimulator": true, "cltVsPj": true, "riskDetector": true,
     "regimeAlert": true, "profitStrategy": true, "hiddenCredits": true, "meiChecker": true,
     "fiscalBenefits": true, "reformaTributaria": true, "aiAssistant": true, "companies": true, "reports": true,
     "maxSimulations": null, "maxCompanies": null, "maxAiQuestions": null, "pdfReports": true, "prioritySupport": true,
     "apiAccess": true, "customDashboard": true, "office": false}')
on conflict (slug) do nothing;

-- A plan saved before a limit existed gets it as null (no limit), the reading of public.plan_limit(): a plan
-- added by a migration after 20261201030001_basic_assistant_quota.sql on a fresh database (the "Escritório"
-- bands) or by an admin. Adds the key only; a value set by an admin is kept.
update public.subscription_plans
   set permissions = permissions || '{"maxAiQuestions": null}'::jsonb
 where not permissions ? 'maxAiQuestions';

-- Features are seeded only for a plan that has none yet.
insert into public.plan_features (plan_id, feature_name, feature_description, is_included, display_order)
select sp.id, f.feature_name, f.feature_description, f.is_included, f.display_order
from (values
  ('trial', 'Simulador fiscal', 'Compare Simples Nacional, Lucro Presumido e Lucro Real', true, 1),
  ('trial', 'Verificador MEI', 'Descubra se sua atividade e faturamento cabem no MEI', true, 2),
  ('trial', '3 simulações por mês', null, true, 3),
  ('trial', '1 empresa cadastrada', null, true, 4),
  ('trial', 'Relatórios em PDF', null, false, 5),
  ('basic', 'Simulador fiscal', 'Compare Simples Nacional, Lucro Presumido e Lucro Real', true, 1),
  ('basic', 'Verificador MEI', 'Descubra se sua atividade e faturamento cabem no MEI', true, 2),
  ('basic', 'Benefícios fiscais', 'Incentivos federais, estaduais e municipais para o seu porte', true, 3),
  ('basic', 'Relatórios em PDF', 'Relatórios com a memória de cálculo de cada simulação', true, 4),
  ('basic', '5 simulações por mês', null, true, 5),
  ('basic', '1 empresa cadastrada', null, true, 6),
  ('basic', 'Assistente tributário com IA', '30 perguntas por mês, com as ferramentas do plano', true, 7),
  ('basic', 'Custo trabalhista e CLT × PJ', null, false, 8),
  ('professional', 'Tudo do plano Básico', null, true, 1),
  ('professional', 'Custo trabalhista', 'Custo real de um funcionário CLT com encargos', true, 2),
  ('professional', 'CLT × PJ', null, true, 3),
  ('professional', 'Detector de riscos fiscais', null, true, 4),
  ('professional', 'Alertas de regime tributário', null, true, 5),
  ('professional', 'Pró-labore × dividendos', null, true, 6),
  ('professional', 'Assistente tributário com IA', null, true, 7),
  ('professional', 'Simulações ilimitadas', null, true, 8),
  ('professional', 'Até 3 empresas', null, true, 9),
  ('professional', 'Suporte prioritário', null, true, 10),
  ('enterprise', 'Tudo do plano Profissional', null, true, 1),
  ('enterprise', 'Créditos tributários ocultos', 'Identificação de créditos de ICMS, PIS/COFINS, IPI e IRPJ', true, 2),
  ('enterprise', 'Empresas ilimitadas', null, true, 3),
  ('enterprise', 'Simulações ilimitadas', null, true, 4),
  ('enterprise', 'Acesso à API', null, true, 5),
  ('enterprise', 'Painel personalizado', null, true, 6),
  ('enterprise', 'Suporte prioritário', null, true, 7)
) as f (slug, feature_name, feature_description, is_included, display_order)
join public.subscription_plans sp on sp.slug = f.slug
where not exists (select 1 from public.plan_features pf where pf.plan_id = sp.id);

insert into public.system_settings (setting_key, setting_value, description, is_encrypted)
values
  ('openai_model', 'gpt-4', 'Modelo da OpenAI usado pelo assistente', false),
  ('openai_max_tokens', '2000', 'Máximo de tokens por resposta do assistente', false),
  ('openai_temperature', '0.7', 'Temperatura das respostas do assistente (0 a 2)', false),
  ('asaas_environment', 'sandbox', 'Ambiente do Asaas: sandbox ou production', false),
  ('asaas_affiliate_commission', '10', 'Comissão de afiliados, em % de cada pagamento recebido', false),
  ('asaas_payment_description', 'Assinatura Tributo Certo', 'Descrição das cobranças no Asaas', false)
on conflict (setting_key) do nothing;
