import type { SavedSimulation } from "@/lib/reports/sections";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import { reformDefaults } from "@/lib/tools/reform-defaults";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import type { ToolKey } from "@/lib/tools/catalogue";
import { toSavedResult } from "@/lib/tools/saved-result";

// Form values of each calculator as a user would type them, for report tests and the benchmark.

const labor = {
  salary: "5.000,00",
  regime: "simples",
  valeTransporte: "",
  valeRefeicao: "600,00",
  planoSaude: "350,00",
  seguroVida: "",
  dependents: "",
  ratPercent: "2",
  year: "2026",
} as const;

export const FORM_VALUES: Record<ToolKey, unknown> = {
  /** The reference's Annex III example: services, R$ 50.000,00 a month for 12 months → Simples R$ 63.360,00. */
  fiscal: {
    ...fiscalDefaults(null),
    activity: "servicos_gerais",
    revenueMode: "monthly",
    monthlyRevenues: Array(12).fill("50.000,00"),
  },
  labor,
  clt_vs_pj: {
    ...labor,
    salary: "8.000,00",
    employerRegime: "presumido",
    pjMonthlyRevenue: "",
    pjActivity: "servicos_fator_r",
    pjMonthlyCosts: "",
  },
  mei: {
    activity: "servicos",
    monthlyRevenue: "5.000,00",
    startDate: "",
    employees: "",
    employeeSalary: "",
    hasPartner: false,
    ownsOtherCompany: false,
    year: "2026",
  },
  /** Two partners of a Fator R company on the minimum wage: each partner's year and the path to Anexo III. */
  profit_strategy: {
    regime: "simples",
    activity: "servicos_fator_r",
    monthlyRevenue: "40.000,00",
    monthlyCosts: "8.000,00",
    monthlyPayroll: "",
    partners: "2",
    currentProLabore: "1.621,00",
    dependents: "",
    otherAnnualIncome: "",
    localTaxRate: "",
    year: "2026",
  },
  /** The monofásico example: Annex I, RBT12 R$ 1.200.000,00, month R$ 100.000,00, 40% → R$ 547,15 a month. */
  hidden_credits: {
    type: "monofasico",
    annex: "I",
    regime: "lucro_presumido",
    rbt12: "1.200.000,00",
    monthRevenue: "100.000,00",
    sharePercent: "40",
    icms: "",
    months: "12",
    year: "2026",
  },
  /** A Simples service company selling 60% to companies that take credit, on the default estimate. */
  reforma_tributaria: {
    ...reformDefaults(null),
    monthlyRevenue: "50.000,00",
    creditingBuyersPercent: "60",
    purchasesRegular: "5.000,00",
  },
};

/** The server's context as loadToolContext gives it with no official rate published, on a fixed day. */
export const TEST_TOOL_CONTEXT = { referenceScenarios: referenceScenariosWith(null), today: "2026-11-26" };

/** Computes a tool's result the way the save action does and returns it as a saved row would read. */
export function computed(type: ToolKey, values: unknown = FORM_VALUES[type]) {
  const c = computeTool(type, values, TEST_TOOL_CONTEXT);
  if (!c.ok) throw new Error(`fixture ${type} did not compute: ${JSON.stringify(c.fieldErrors)}`);
  return c;
}

export function savedSimulation(type: ToolKey, overrides: Partial<SavedSimulation> = {}): SavedSimulation {
  const c = computed(type);
  return {
    id: crypto.randomUUID(),
    title: `Simulação ${type}`,
    type,
    companyName: null,
    createdAt: "2026-11-20T12:00:00.000Z",
    year: c.year,
    savings: c.savings,
    input: c.input,
    result: toSavedResult(c.result),
    ...overrides,
  };
}
