import type { LaborCostResult } from "@/lib/tax";
import type { EmployerRegime } from "@/lib/tax/payroll";
import { TOOLS } from "@/lib/tools/catalogue";
import { calculatorPath } from "@/lib/routes";
import { centavosToInput } from "../amounts";
import { compose, money, run, sourcesBlock, stepsBlock, t, type BasicAnswer } from "./compose";
import type { Intent } from "./intents";

// The labour questions in the basic mode: what hiring a CLT employee costs, the 13º and férias provisions and the
// net salary, each from the labour tool's engine job (laborCost: charges, provisions, the employee's INSS and IRRF)
// for the salary of the question. Every amount of the answer is the engine's.

const LABOR_ROUTE = TOOLS.labor.route;
/** The public net-salary calculator (app/(marketing)/calculadoras). */
export const NET_SALARY_CALCULATOR = calculatorPath("salario-liquido");

/** When the question names no regime: the Simples (Anexos I, II, III, V), the small employer's usual case. */
const DEFAULT_REGIME: EmployerRegime = "simples";

function askSalary(related: string[]): BasicAnswer {
  const example = t("examples.salary");
  return {
    text: compose([t("missing", { what: t("need.salary", { example }) }), t("accountant")]),
    tools: [],
    knowledge: [],
    related,
    examples: [example],
  };
}

function runLabor(salary: number, regime: EmployerRegime, dependents = 0) {
  return run<LaborCostResult>("tool", "labor", {
    salary: centavosToInput(salary),
    regime,
    ...(dependents > 0 ? { dependents: String(dependents) } : {}),
  });
}

const regimeName = (regime: EmployerRegime) => t(`labor.regimes.${regime}`);

/** "Quanto custa contratar um CLT de R$ 3.000?": the employer's monthly and annual cost, its parts and the net. */
export function laborCostAnswer(intent: Extract<Intent, { kind: "labor_cost" }>): BasicAnswer {
  const regime = intent.regime ?? DEFAULT_REGIME;
  const ran = runLabor(intent.salary, regime);
  if (!ran.ok) return askSalary([LABOR_ROUTE]);
  const r = ran.result;
  const text = compose([
    t("labor.costHeadline", {
      salary: money(r.salary),
      regime: regimeName(regime),
      monthly: money(r.monthlyCost),
      annual: money(r.annualCost),
    }),
    t("labor.costParts", {
      charges: money(r.charges.total),
      fgts: money(r.charges.fgts),
      thirteenth: money(r.provisions.thirteenth),
      vacation: money(r.provisions.vacation),
    }),
    t("labor.costEmployee", { net: money(r.employee.net), inss: money(r.employee.inss), irrf: money(r.employee.irrf) }),
    intent.regime === null ? t("labor.assumedRegime") : null,
    stepsBlock(r.steps, 4),
    sourcesBlock(r.steps),
    t("labor.openTool"),
    t("accountant"),
  ]);
  return { text, tools: [{ tool: "labor", input: ran.input, output: r }], knowledge: [], related: [LABOR_ROUTE] };
}

/** "Férias e 13º de um salário de 3 mil": the monthly provisions of the labour job, charges included. */
export function vacationAnswer(intent: Extract<Intent, { kind: "vacation_13th" }>): BasicAnswer {
  if (intent.salary === null) return askSalary([LABOR_ROUTE]);
  const regime = intent.regime ?? DEFAULT_REGIME;
  const ran = runLabor(intent.salary, regime);
  if (!ran.ok) return askSalary([LABOR_ROUTE]);
  const r = ran.result;
  const provisions = r.steps.filter((s) => s.label.startsWith("Provisão"));
  const text = compose([
    t("labor.vacationHeadline", {
      salary: money(r.salary),
      regime: regimeName(regime),
      thirteenth: money(r.provisions.thirteenth),
      vacation: money(r.provisions.vacation),
      total: money(r.provisions.total),
    }),
    t("labor.vacationRules"),
    intent.regime === null ? t("labor.assumedRegime") : null,
    stepsBlock(provisions, provisions.length),
    sourcesBlock(provisions),
    t("labor.openTool"),
    t("accountant"),
  ]);
  return { text, tools: [{ tool: "labor", input: ran.input, output: r }], knowledge: [], related: [LABOR_ROUTE] };
}

/** "Qual o salário líquido de R$ 3.500,50?": the employee's INSS and IRRF (Lei 15.270 reduction included) and the net. */
export function netSalaryAnswer(intent: Extract<Intent, { kind: "net_salary" }>): BasicAnswer {
  const related = [NET_SALARY_CALCULATOR, LABOR_ROUTE];
  if (intent.salary === null) return askSalary(related);
  // The employee's side does not depend on the employer's regime.
  const ran = runLabor(intent.salary, DEFAULT_REGIME, intent.dependents);
  if (!ran.ok) return askSalary(related);
  const r = ran.result;
  const net = r.steps.filter((s) => s.label === "Salário líquido do empregado");
  const text = compose([
    t("labor.netHeadline", {
      salary: money(r.salary),
      dependents: intent.dependents,
      inss: money(r.employee.inss),
      irrf: money(r.employee.irrf),
      net: money(r.employee.net),
    }),
    stepsBlock(net, 1),
    sourcesBlock(net),
    t("labor.netCalculator"),
    t("accountant"),
  ]);
  return { text, tools: [{ tool: "labor", input: ran.input, output: r }], knowledge: [], related };
}
