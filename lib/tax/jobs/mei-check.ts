import { applyRate, toReais, type Cents } from "../money";
import {
  computeMeiDas,
  computeMeiLimit,
  MEI_ACTIVITIES,
  monthsInYear,
  type CaminhoneiroScope,
  type MeiActivity,
} from "../mei";
import { computeSimples } from "../simples-core";
import { fmtBRL, fmtRate, step, type Step } from "../steps";
import { tablesFor, type TaxYear } from "../tables";
import type { Annex, TaxTables } from "../tables/types";
import { bool, integer, money, oneOf, optionalMoney } from "../validate";

export interface MeiCheckInput {
  year?: TaxYear;
  activity: MeiActivity;
  /** Average monthly revenue, in reais; the year is projected from it. */
  monthlyRevenue: number;
  /** Start of activity 'YYYY-MM-DD' (first-year proportional limit). Default: active all year. */
  startDate?: string;
  /** Number of employees. Default 0. */
  employees?: number;
  /** Monthly salary of the employee, in reais. Default: the minimum wage. */
  employeeSalary?: number;
  /** Has a business partner. Default false. */
  hasPartner?: boolean;
  /** Is partner, owner or administrator of another company. Default false. */
  ownsOtherCompany?: boolean;
  caminhoneiroScope?: CaminhoneiroScope;
}

export type MeiStatus = "dentro_do_limite" | "excesso_ate_20" | "excesso_acima_20";

export interface MeiCheckResult {
  eligible: boolean;
  status: MeiStatus;
  months: number;
  projectedRevenue: number;
  limit: number;
  limitWithTolerance: number;
  /** limit − projectedRevenue (negative when over). */
  remainingLimit: number;
  dasMonthly: number;
  dasAnnual: number;
  /** Employer cost of the employee per month: 3% CPP + 8% FGTS. */
  employeeChargesMonthly: number;
  /** The same business as a Simples Nacional ME, for comparison. */
  simples: { annex: Annex; monthlyDas: number; annualDas: number };
  /** simples.annualDas − (dasAnnual + employee CPP): what MEI saves per year. */
  annualSavings: number;
  /** Why the business cannot be (or stop being) MEI, in pt-BR. Empty when eligible. */
  blockers: string[];
  /** Consequences and limits worth knowing, in pt-BR. */
  notes: string[];
  steps: Step[];
}

const SIMPLES_ANNEX: Record<MeiActivity, Annex> = {
  comercio: "I",
  industria: "II",
  servicos: "III",
  comercio_servicos: "III",
  caminhoneiro: "III",
};

function simplesYear(t: TaxTables, annex: Annex, monthly: Cents): Cents {
  const core = computeSimples(t, {
    annex,
    monthRevenue: monthly,
    rbt12: monthly * 12,
    fatorRApplies: false,
    payroll12m: null,
    sublimiteExceeded: false,
  });
  return core.das;
}

/** Can this business be (or stay) MEI, and what does it pay? (LC 123/2006 arts. 18-A, 18-C, 18-F; Res. CGSN 140/2018 arts. 100–117) */
export function meiCheck(input: MeiCheckInput): MeiCheckResult {
  const t = tablesFor(input.year);
  const activity = oneOf(input.activity, "activity", MEI_ACTIVITIES);
  const monthly = money(input.monthlyRevenue, "monthlyRevenue");
  const months = monthsInYear(t.year, input.startDate);
  const employees = input.employees === undefined ? 0 : integer(input.employees, "employees", 0, 10_000);
  const employeeSalary = optionalMoney(input.employeeSalary, "employeeSalary", t.minimumWage.value);
  const tac = activity === "caminhoneiro";
  const { limit, withTolerance } = computeMeiLimit(t, months, tac);
  const projected = monthly * months;
  const das = computeMeiDas(t, activity, input.caminhoneiroScope ?? "icms");
  const m = t.mei;
  const employeeCharges =
    employees > 0
      ? applyRate(employeeSalary, m.employeeCpp.value) + applyRate(employeeSalary, t.payroll.fgts.value)
      : 0;

  const blockers: string[] = [];
  const notes: string[] = [];
  const status: MeiStatus =
    projected <= limit ? "dentro_do_limite" : projected <= withTolerance ? "excesso_ate_20" : "excesso_acima_20";
  if (status === "excesso_acima_20") {
    blockers.push(
      `Faturamento projetado de ${fmtBRL(projected)} acima de ${fmtBRL(withTolerance)} (limite + ${fmtRate(m.tolerance.value)}): desenquadramento retroativo ao início do ano (ou da atividade).`,
    );
  } else if (status === "excesso_ate_20") {
    notes.push(
      `Faturamento acima de ${fmtBRL(limit)}, dentro da tolerância de ${fmtRate(m.tolerance.value)}: continua MEI até dezembro, sai do SIMEI em 1º de janeiro e paga o imposto sobre o excesso junto com o DAS de janeiro.`,
    );
  }
  if (employees > m.maxEmployees.value) blockers.push(`O MEI pode ter no máximo ${m.maxEmployees.value} empregado.`);
  if (employees > 0 && employeeSalary > t.minimumWage.value) {
    notes.push(
      `O empregado do MEI deve receber um salário mínimo (${fmtBRL(t.minimumWage.value)}) ou o piso da categoria; salário maior desenquadra.`,
    );
  }
  if (bool(input.hasPartner, "hasPartner", false)) blockers.push("O MEI não pode ter sócio.");
  if (bool(input.ownsOtherCompany, "ownsOtherCompany", false))
    blockers.push("O MEI não pode ser sócio, titular ou administrador de outra empresa.");
  notes.push(
    "A ocupação precisa constar do Anexo XI da Res. CGSN 140/2018 (profissões regulamentadas não podem ser MEI).",
  );

  const annex = SIMPLES_ANNEX[activity];
  const simplesMonthly = simplesYear(t, annex, monthly);
  // Under the Simples the ME also pays FGTS; the CPP of Annexes I–III is inside the DAS.
  const meiAnnual = das.total * 12 + (employees > 0 ? applyRate(employeeSalary, m.employeeCpp.value) * 12 : 0);
  const simplesAnnual = simplesMonthly * 12;
  const steps: Step[] = [
    step(
      "Limite do ano",
      months === 12 ? "limite anual" : `proporcional a ${months} meses`,
      toReais(limit),
      months === 12 ? m.limit.source : m.limitPerMonth.source,
    ),
    step("Faturamento projetado", `${fmtBRL(monthly)} × ${months} meses`, toReais(projected), "Valor informado"),
    step(
      `Limite com tolerância de ${fmtRate(m.tolerance.value)}`,
      `${fmtBRL(limit)} + ${fmtRate(m.tolerance.value)}`,
      toReais(withTolerance),
      m.tolerance.source,
    ),
    step(
      "DAS-MEI mensal",
      `INSS ${fmtBRL(das.inss)} + ICMS ${fmtBRL(das.icms)} + ISS ${fmtBRL(das.iss)}${das.cbs + das.ibs > 0 ? ` + CBS ${fmtBRL(das.cbs)} + IBS ${fmtBRL(das.ibs)} (a confirmar no DOU)` : ""}`,
      toReais(das.total),
      das.cbs + das.ibs > 0 && t.mei.reformFixed
        ? `Res. CGSN 140/2018, art. 101; ${t.mei.reformFixed.source}`
        : "Res. CGSN 140/2018, art. 101",
    ),
    step(
      "Encargos do empregado (mês)",
      employees > 0
        ? `${fmtRate(m.employeeCpp.value)} de CPP + ${fmtRate(t.payroll.fgts.value)} de FGTS sobre ${fmtBRL(employeeSalary)}`
        : "sem empregado",
      toReais(employeeCharges),
      m.employeeCpp.source,
    ),
    step(
      "Simples Nacional como ME (mês)",
      `Anexo ${annex}, RBT12 de ${fmtBRL(monthly * 12)}`,
      toReais(simplesMonthly),
      "LC 123/2006, art. 18",
    ),
    step(
      "Economia anual do MEI",
      `${fmtBRL(simplesAnnual)} − ${fmtBRL(meiAnnual)}`,
      toReais(simplesAnnual - meiAnnual),
      "Comparação",
    ),
  ];
  return {
    eligible: blockers.length === 0,
    status,
    months,
    projectedRevenue: toReais(projected),
    limit: toReais(limit),
    limitWithTolerance: toReais(withTolerance),
    remainingLimit: toReais(limit - projected),
    dasMonthly: toReais(das.total),
    dasAnnual: toReais(das.total * months),
    employeeChargesMonthly: toReais(employeeCharges),
    simples: { annex, monthlyDas: toReais(simplesMonthly), annualDas: toReais(simplesAnnual) },
    annualSavings: toReais(simplesAnnual - meiAnnual),
    blockers,
    notes,
    steps,
  };
}
