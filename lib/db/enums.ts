// Value sets of the check constraints in supabase/migrations, for code that must agree with them.
// Pure (no imports) so client components may use the types.

/** profiles.subscription_status once access ended; while it lasts, the column holds a plan slug. */
export const ENDED_SUBSCRIPTION_STATUSES = ["cancelled", "expired"] as const;
export type EndedSubscriptionStatus = (typeof ENDED_SUBSCRIPTION_STATUSES)[number];
/**
 * profiles.subscription_status: the slug of any subscription_plans row (the four seeded ones or a plan the admin
 * added), or cancelled/expired. A trigger checks it against the plans (20261125000101_plan_slug_status.sql).
 */
export type SubscriptionStatus = PlanSlug | EndedSubscriptionStatus | (string & {});

/** The plans every database is seeded with (supabase/seed.sql), with default permissions; admins may add more. */
export const PLAN_SLUGS = ["trial", "basic", "professional", "enterprise"] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];

export function isEndedSubscriptionStatus(status: string): status is EndedSubscriptionStatus {
  return (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

export const USER_TYPES = ["subscriber", "affiliate", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PLAN_FEATURE_FLAGS = [
  "fiscalSimulator",
  "laborSimulator",
  "cltVsPj",
  "riskDetector",
  "regimeAlert",
  "profitStrategy",
  "hiddenCredits",
  "meiChecker",
  "fiscalBenefits",
  "reformaTributaria",
  "aiAssistant",
  "companies",
  "reports",
  "pdfReports",
  "prioritySupport",
  "apiAccess",
  "customDashboard",
  /** Opens an accounting office: staff, client companies, the portfolio (the "Escritório" plans). */
  "office",
] as const;
export type PlanFeatureFlag = (typeof PLAN_FEATURE_FLAGS)[number];

/**
 * subscription_plans.permissions. Limits: null = unlimited; maxSimulations and maxAiQuestions (the assistant's
 * questions) count per calendar month.
 */
export type PlanPermissions = Record<PlanFeatureFlag, boolean> & {
  maxSimulations: number | null;
  maxCompanies: number | null;
  maxAiQuestions: number | null;
};

/** The plan limits, in the order the editor shows them. */
export const PLAN_LIMITS = ["maxSimulations", "maxCompanies", "maxAiQuestions"] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

/** simulations.simulation_type, with the plan flag that allows saving it (public.simulation_feature). */
export const SIMULATION_FEATURE = {
  fiscal: "fiscalSimulator",
  labor: "laborSimulator",
  clt_vs_pj: "cltVsPj",
  risk: "riskDetector",
  mei: "meiChecker",
  profit_strategy: "profitStrategy",
  hidden_credits: "hiddenCredits",
  regime_alert: "regimeAlert",
  tax_benefits: "fiscalBenefits",
  reforma_tributaria: "reformaTributaria",
} as const satisfies Record<string, PlanFeatureFlag>;
export type SimulationType = keyof typeof SIMULATION_FEATURE;
export const SIMULATION_TYPES = Object.keys(SIMULATION_FEATURE) as SimulationType[];

export const RUN_STATUSES = ["processing", "completed", "error"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** reports.type: one saved simulation, a company dossier, or the simulations of a period. */
export const REPORT_TYPES = ["simulation", "company", "period"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** report_branding.logo_mime. */
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg"] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

export const COMPANY_REGIMES = ["mei", "simples_nacional", "lucro_presumido", "lucro_real"] as const;
export type CompanyRegime = (typeof COMPANY_REGIMES)[number];

export const PAYMENT_PROVIDERS = ["asaas", "sandbox"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const REGISTRATION_STATUSES = ["pending_payment", "paid", "expired", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const SUBSCRIPTION_STATES = ["pending", "active", "overdue", "cancelled", "expired"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const REFERRAL_STATUSES = ["ativo", "cancelado"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const COMMISSION_STATUSES = ["pendente", "pago"] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** Status the user gives a saved hidden-credit estimate (hidden_credit_statuses.status); no row means pendente. */
export const HIDDEN_CREDIT_STATUSES = ["disponivel", "em_analise", "pendente"] as const;
export type HiddenCreditStatus = (typeof HIDDEN_CREDIT_STATUSES)[number];

/** Level of a tax-benefit programme (fiscal_benefits.level). */
export const BENEFIT_LEVELS = ["federal", "estadual", "municipal"] as const;
export type BenefitLevel = (typeof BENEFIT_LEVELS)[number];

/** risk_analyses.level: the risk detector's score levels (lib/insights/score.ts). */
export const RISK_LEVELS = ["nenhum", "baixo", "medio", "alto"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const AI_MESSAGE_ROLES = ["user", "assistant"] as const;
export type AiMessageRole = (typeof AI_MESSAGE_ROLES)[number];

/** How an assistant reply was produced: the configured model, or the basic mode when no key is set. */
export const AI_MODES = ["model", "basic"] as const;
export type AiMode = (typeof AI_MODES)[number];

/** affiliate_payout_keys.key_type: the kinds of PIX key (DICT). */
export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "phone", "random"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** notification_deliveries.kind */
export const NOTIFICATION_KINDS = [
  "payment_confirmed",
  "payment_overdue",
  "alert_digest",
  "monthly_summary",
  "reform_deadline",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** job_runs.outcome: how a background job run ended (running until it does). */
export const JOB_OUTCOMES = ["running", "ok", "partial", "skipped", "error"] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** system_reports.kind and .format: the admin's exports (/admin/system-reports). */
export const SYSTEM_REPORT_KINDS = ["users", "financial", "usage", "analytics"] as const;
export type SystemReportKind = (typeof SYSTEM_REPORT_KINDS)[number];
export const SYSTEM_REPORT_FORMATS = ["csv", "pdf"] as const;
export type SystemReportFormat = (typeof SYSTEM_REPORT_FORMATS)[number];

/** selic_months.source: fetched from the Banco Central (SGS 4390) or typed by an administrator. */
export const SELIC_SOURCES = ["bcb", "admin"] as const;
export type SelicSource = (typeof SELIC_SOURCES)[number];

/** company_reform_profiles.reduction: the reduced-rate regimes of LC 214/2025 a company states (lib/tax ReformReduction). */
export const REFORM_PROFILE_REDUCTIONS = ["none", "art127_30", "art128_60", "zero"] as const;
/** company_reform_profiles.source: typed on the company form or the API, or filled from a saved reform simulation. */
export const REFORM_PROFILE_SOURCES = ["informed", "simulation"] as const;
export type ReformProfileSource = (typeof REFORM_PROFILE_SOURCES)[number];
/** declarations.kind, .regime_apuracao and .status; company_months.source (20261201050001_documents.sql). */
export const DECLARATION_KINDS = ["original", "retificadora"] as const;
export const APURACAO_REGIMES = ["competencia", "caixa"] as const;
export const DECLARATION_STATUSES = ["confere", "diverge", "nao_verificavel"] as const;
export const COMPANY_MONTH_SOURCES = ["declaracao", "planilha"] as const;

/** office_members.role: socio (everything, billing), analista (assigned clients, or all), leitura (read only). */
export const OFFICE_ROLES = ["socio", "analista", "leitura"] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

/** office_invitations.kind: staff, or the owner of a client company (a client login). */
export const OFFICE_INVITATION_KINDS = ["member", "client"] as const;
export type OfficeInvitationKind = (typeof OFFICE_INVITATION_KINDS)[number];

/** office_client_metrics.reform_decision, office_documents.decision: stay in the DAS, go por fora, or it depends. */
export const REFORM_DECISIONS = ["inside", "outside", "depends"] as const;
export type ReformDecision = (typeof REFORM_DECISIONS)[number];

/** office_batches.kind, office_documents.kind: a client's dossier, or its one-page reform decision record. */
export const OFFICE_DOCUMENT_KINDS = ["dossier", "decision"] as const;
export type OfficeDocumentKind = (typeof OFFICE_DOCUMENT_KINDS)[number];

/** office_batch_items.status and .error (why an item failed). */
export const OFFICE_ITEM_STATUSES = ["queued", "done", "failed"] as const;
export const OFFICE_ITEM_ERRORS = ["client_gone", "no_access", "no_answer", "render_failed"] as const;

/** office_client_metrics: the last declaration's DAS against the engine, and which limit a projection crosses. */
export const DAS_STATUSES = ["confere", "diverge"] as const;
export const CROSSING_THRESHOLDS = ["sublimite", "limit"] as const;
/** office_client_metrics.annex: the Simples annex the client is taxed under. */
export const SIMPLES_ANNEXES = ["I", "II", "III", "IV", "V"] as const;
