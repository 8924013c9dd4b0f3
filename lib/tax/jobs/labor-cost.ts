import { mulDiv, toReais, type Cents } from "../money";
import { inssContribution } from "../inss";
import { computeIrrf } from "../irrf";
import {
  chargeOptions,
  computeCharges,
  computeValeTransporte,
  EMPLOYER_REGIMES,
  type EmployerRegime,
} from "../payroll";
import { fmtBRL, fmtRate, step, type Step } from "../steps";
import { tablesFor, type TaxYear } from "../tables";
import type { TaxTables } from "../tables/types";
import { integer, money, oneOf, optionalMoney } from "../validate";

/** Monthly benefits paid by the employer, in reais. All optional, default 0. */
export interface LaborBenefits {
  /** Total monthly cost of the transport vouchers (the employee bears up to 6% of the salary). */
  valeTransporte?: number;
  valeRefeicao?: number;
  planoSaude?: number;
  seguroVida?: number;
  outros?: number;
}

export interface LaborCostInput {
  year?: TaxYear;
  /** Monthly gross salary of the CLT employee, in reais. */
  salary: number;
  /** The employer's regime. */
  regime: EmployerRegime;
  benefits?: LaborBenefits;
  /** Employee's IR dependents (for the net salary). Default 0. */
  dependents?: number;
  /** RAT in percent (1, 2 or 3). Default 2. */
  ratPercent?: number;
  /** FAP 0.5–2.0. Default 1. */
  fap?: number;
  /** Terceiros in percent. Default 5.8 (not due in the Simples). */
  thirdPartyPercent?: number;
}

export interface LaborCostResult {
  salary: number;
  charges: { cpp: number; rat: number; thirdParty: number; fgts: number; total: number };
  provisions: { thirteenth: number; vacation: number; total: number };
  benefits: {
    valeTransporte: number;
    valeRefeicao: number;
    planoSaude: number;
    seguroVida: number;
    outros: number;
    total: number;
  };
  /** Salary + charges + provisions + benefits, per month. */
  monthlyCost: number;
  /** monthlyCost × 12 (the provisions already spread the 13º and férias over the months). */
  annualCost: number;
  /** monthlyCost ÷ salary (e.g. 1.68 = 68% above the salary). */
  costToSalaryRatio: number;
  employee: { inss: number; irrf: number; valeTransporteDiscount: number; net: number };
  steps: Step[];
}

export interface LaborCore {
  salary: Cents;
  charges: ReturnType<typeof computeCharges>;
  vtEmployer: Cents;
  vtDiscount: Cents;
  benefits: { vr: Cents; saude: Cents; seguro: Cents; outros: Cents; total: Cents };
  monthly: Cents;
  inss: Cents;
  irrf: Cents;
  net: Cents;
}

export function computeLabor(
  t: TaxTables,
  salary: Cents,
  regime: EmployerRegime,
  b: { vt: Cents; vr: Cents; saude: Cents; seguro: Cents; outros: Cents },
  dependents: number,
  charges = computeCharges(t, salary, regime),
): LaborCore {
  const vt = computeValeTransporte(t, salary, b.vt);
  const benefitsTotal = vt.employer + b.vr + b.saude + b.seguro + b.outros;
  const inss = inssContribution(t, salary);
  const irrf = computeIrrf(t, salary, inss, dependents, 0).tax;
  return {
    salary,
    charges,
    vtEmployer: vt.employer,
    vtDiscount: vt.discount,
    benefits: { vr: b.vr, saude: b.saude, seguro: b.seguro, outros: b.outros, total: benefitsTotal },
    monthly: salary + charges.total + charges.provision13th + charges.provisionVacation + benefitsTotal,
    inss,
    irrf,
    net: salary - inss - irrf - vt.discount,
  };
}

export function readBenefits(b: LaborBenefits | undefined) {
  return {
    vt: optionalMoney(b?.valeTransporte, "benefits.valeTransporte", 0),
    vr: optionalMoney(b?.valeRefeicao, "benefits.valeRefeicao", 0),
    saude: optionalMoney(b?.planoSaude, "benefits.planoSaude", 0),
    seguro: optionalMoney(b?.seguroVida, "benefits.seguroVida", 0),
    outros: optionalMoney(b?.outros, "benefits.outros", 0),
  };
}

/** Employer's full monthly and annual cost of one CLT employee (Lei 8.212/1991 art. 22; Lei 8.036/1990; Lei 4.090/1962; CF art. 7º XVII; Lei 7.418/1985). */
export function laborCost(input: LaborCostInput): LaborCostResult {
  const t = tablesFor(input.year);
  const salary = money(input.salary, "salary");
  const regime = oneOf(input.regime, "regime", EMPLOYER_REGIMES);
  const dependents = input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50);
  const charges = computeCharges(t, salary, regime, chargeOptions(input));
  const l = computeLabor(t, salary, regime, readBenefits(input.benefits), dependents, charges);
  const c = l.charges;
  const p = t.payroll;
  const steps: Step[] = [
    step("Salário", "salário bruto mensal", toReais(salary), "CLT, art. 457"),
    step(
      "Encargos mensais",
      `CPP ${fmtBRL(c.cpp)} + RAT ${fmtBRL(c.rat)} + terceiros ${fmtBRL(c.thirdParty)} + FGTS ${fmtBRL(c.fgts)}`,
      toReais(c.total),
      regime === "simples" ? `${p.simplesPayroll}; ${p.fgts.source}` : `${p.cpp.source}; ${p.fgts.source}`,
    ),
    step("Provisão de 13º", `${fmtBRL(salary)} ÷ 12 + encargos sobre ela`, toReais(c.provision13th), p.provision13th),
    step(
      "Provisão de férias + 1/3",
      `${fmtBRL(salary)} × 4/3 ÷ 12 + encargos sobre ela`,
      toReais(c.provisionVacation),
      p.provisionVacation,
    ),
    step(
      "Vale-transporte (parte do empregador)",
      `custo − desconto de até ${fmtRate(p.valeTransporte.value)} do salário (${fmtBRL(l.vtDiscount)})`,
      toReais(l.vtEmployer),
      p.valeTransporte.source,
    ),
    step(
      "Outros benefícios",
      "vale-refeição + plano de saúde + seguro de vida + outros",
      toReais(l.benefits.total - l.vtEmployer),
      "Valores informados",
    ),
    step(
      "Custo mensal total",
      "salário + encargos + provisões + benefícios",
      toReais(l.monthly),
      "Soma das parcelas acima",
    ),
    step("Custo anual", `${fmtBRL(l.monthly)} × 12`, toReais(l.monthly * 12), "Soma das parcelas acima"),
    step(
      "Custo sobre o salário",
      `${fmtBRL(l.monthly)} ÷ ${fmtBRL(salary)}`,
      salary > 0 ? l.monthly / salary : 0,
      "Soma das parcelas acima",
    ),
    step(
      "Salário líquido do empregado",
      `${fmtBRL(salary)} − INSS ${fmtBRL(l.inss)} − IRRF ${fmtBRL(l.irrf)} − VT ${fmtBRL(l.vtDiscount)}`,
      toReais(l.net),
      `${t.inss.source}; ${t.irrf.source}`,
    ),
  ];
  return {
    salary: toReais(salary),
    charges: {
      cpp: toReais(c.cpp),
      rat: toReais(c.rat),
      thirdParty: toReais(c.thirdParty),
      fgts: toReais(c.fgts),
      total: toReais(c.total),
    },
    provisions: {
      thirteenth: toReais(c.provision13th),
      vacation: toReais(c.provisionVacation),
      total: toReais(c.provision13th + c.provisionVacation),
    },
    benefits: {
      valeTransporte: toReais(l.vtEmployer),
      valeRefeicao: toReais(l.benefits.vr),
      planoSaude: toReais(l.benefits.saude),
      seguroVida: toReais(l.benefits.seguro),
      outros: toReais(l.benefits.outros),
      total: toReais(l.benefits.total),
    },
    monthlyCost: toReais(l.monthly),
    annualCost: toReais(l.monthly * 12),
    costToSalaryRatio: salary > 0 ? l.monthly / salary : 0,
    employee: {
      inss: toReais(l.inss),
      irrf: toReais(l.irrf),
      valeTransporteDiscount: toReais(l.vtDiscount),
      net: toReais(l.net),
    },
    steps,
  };
}

/** Net of the 13º salário: INSS on its own, IRRF exclusive at source with the Lei 15.270 reduction (§3º). */
export function netThirteenth(t: TaxTables, salary: Cents, dependents: number): Cents {
  const inss = inssContribution(t, salary);
  return salary - inss - computeIrrf(t, salary, inss, dependents, 0).tax;
}

/** Net of the vacation month: salary + 1/3 taxed together. */
export function netVacationMonth(t: TaxTables, salary: Cents, dependents: number): Cents {
  const gross = salary + mulDiv(salary, 1, 3);
  const inss = inssContribution(t, gross);
  return gross - inss - computeIrrf(t, gross, inss, dependents, 0).tax;
}
