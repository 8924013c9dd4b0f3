import { PPM, applyRate, mulDiv, mulMulDiv, toReais, type Cents, type Ppm } from "./money";
import { fmtBRL, fmtPct, fmtRate, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { TaxTables } from "./tables/types";
import { integer, money, oneOf, scaled } from "./validate";

export type EmployerRegime = "mei" | "simples" | "simples_anexo_iv" | "presumido" | "real";
export const EMPLOYER_REGIMES: readonly EmployerRegime[] = ["mei", "simples", "simples_anexo_iv", "presumido", "real"];

export interface EmployerChargesInput {
  year?: TaxYear;
  /** Monthly gross salary, in reais. */
  salary: number;
  regime: EmployerRegime;
  /** RAT/GILRAT of the main CNAE in percent: 1, 2 or 3. Default 2. */
  ratPercent?: number;
  /** FAP factor 0.5–2.0. Default 1. */
  fap?: number;
  /** Terceiros (Sistema S, salário-educação, INCRA) in percent. Default 5.8 (FPAS 515/507/612). */
  thirdPartyPercent?: number;
}

export interface EmployerChargesResult {
  cpp: number;
  rat: number;
  thirdParty: number;
  fgts: number;
  /** Monthly charges on the salary, without the provisions. */
  total: number;
  /** 1/12 of the salary for the 13º, plus the charges due on it. */
  provision13th: number;
  /** Salary × 4/3 ÷ 12 for férias + 1/3, plus the charges due on it. */
  provisionVacation: number;
  steps: Step[];
}

export interface ChargeRates {
  cpp: Ppm;
  rat: Ppm;
  thirdParty: Ppm;
  fgts: Ppm;
}

export interface ChargesCore {
  rates: ChargeRates;
  cpp: Cents;
  rat: Cents;
  thirdParty: Cents;
  fgts: Cents;
  total: Cents;
  provision13th: Cents;
  provisionVacation: Cents;
}

export interface ChargeOptions {
  /** RAT in ppm (2% = 20_000). */
  rat?: Ppm;
  /** FAP × 10_000 (1.0 = 10_000). */
  fap?: number;
  thirdParty?: Ppm;
}

export function chargeRates(t: TaxTables, regime: EmployerRegime, o: ChargeOptions = {}): ChargeRates {
  const p = t.payroll;
  const fgts = p.fgts.value;
  if (regime === "mei") return { cpp: p.meiCpp.value, rat: 0, thirdParty: 0, fgts };
  if (regime === "simples") return { cpp: 0, rat: 0, thirdParty: 0, fgts };
  const rat = mulDiv(o.rat ?? p.defaultRat.value, o.fap ?? 10_000, 10_000);
  const thirdParty = regime === "simples_anexo_iv" ? 0 : (o.thirdParty ?? p.defaultThirdParty.value);
  return { cpp: p.cpp.value, rat, thirdParty, fgts };
}

/** Charges on a remuneration amount, each rounded once. */
function charges(amount: Cents, r: ChargeRates): Cents {
  return (
    applyRate(amount, r.cpp) + applyRate(amount, r.rat) + applyRate(amount, r.thirdParty) + applyRate(amount, r.fgts)
  );
}

export function computeCharges(
  t: TaxTables,
  salary: Cents,
  regime: EmployerRegime,
  o: ChargeOptions = {},
): ChargesCore {
  const rates = chargeRates(t, regime, o);
  const cpp = applyRate(salary, rates.cpp);
  const rat = applyRate(salary, rates.rat);
  const thirdParty = applyRate(salary, rates.thirdParty);
  const fgts = applyRate(salary, rates.fgts);
  const base13 = mulDiv(salary, 1, 12);
  const baseVacation = mulDiv(salary, 4, 36);
  return {
    rates,
    cpp,
    rat,
    thirdParty,
    fgts,
    total: cpp + rat + thirdParty + fgts,
    provision13th: base13 + charges(base13, rates),
    provisionVacation: baseVacation + charges(baseVacation, rates),
  };
}

export function chargeOptions(input: { ratPercent?: number; fap?: number; thirdPartyPercent?: number }): ChargeOptions {
  return {
    rat: input.ratPercent === undefined ? undefined : scaled(input.ratPercent, "ratPercent", 10_000, 0, 3),
    fap: input.fap === undefined ? undefined : scaled(input.fap, "fap", 10_000, 0.5, 2),
    thirdParty:
      input.thirdPartyPercent === undefined
        ? undefined
        : scaled(input.thirdPartyPercent, "thirdPartyPercent", 10_000, 0, 10),
  };
}

function regimeSource(t: TaxTables, regime: EmployerRegime): string {
  if (regime === "mei") return t.payroll.meiCpp.source;
  if (regime === "simples") return t.payroll.simplesPayroll;
  if (regime === "simples_anexo_iv") return `${t.payroll.anexoIvPayroll}; ${t.payroll.cpp.source}`;
  return t.payroll.cpp.source;
}

/** Employer charges on one CLT salary by regime (Lei 8.212/1991 art. 22; Lei 8.036/1990; LC 123/2006 arts. 13 §3º, 18, 18-C). */
export function employerCharges(input: EmployerChargesInput): EmployerChargesResult {
  const t = tablesFor(input.year);
  const salary = money(input.salary, "salary");
  const regime = oneOf(input.regime, "regime", EMPLOYER_REGIMES);
  const c = computeCharges(t, salary, regime, chargeOptions(input));
  const r = c.rates;
  const rateSum = r.cpp + r.rat + r.thirdParty + r.fgts;
  const steps: Step[] = [
    step(
      "CPP patronal",
      r.cpp ? `${fmtBRL(salary)} × ${fmtPct(r.cpp, 2)}` : "incluída no DAS",
      toReais(c.cpp),
      regimeSource(t, regime),
    ),
    step(
      "RAT × FAP",
      r.rat ? `${fmtBRL(salary)} × ${fmtPct(r.rat)}` : "não devido fora do DAS",
      toReais(c.rat),
      t.payroll.defaultRat.source,
    ),
    step(
      "Terceiros (Sistema S, salário-educação, INCRA)",
      r.thirdParty ? `${fmtBRL(salary)} × ${fmtPct(r.thirdParty, 2)}` : "isento",
      toReais(c.thirdParty),
      r.thirdParty ? t.payroll.defaultThirdParty.source : t.payroll.simplesPayroll,
    ),
    step(
      `FGTS (${fmtRate(t.payroll.fgts.value)})`,
      `${fmtBRL(salary)} × ${fmtRate(t.payroll.fgts.value)}`,
      toReais(c.fgts),
      t.payroll.fgts.source,
    ),
    step("Encargos mensais", "CPP + RAT + terceiros + FGTS", toReais(c.total), "Lei 8.212/1991, art. 22"),
    step(
      "Provisão de 13º",
      `${fmtBRL(salary)} ÷ 12 × (1 + ${fmtPct(rateSum)} de encargos)`,
      toReais(c.provision13th),
      t.payroll.provision13th,
    ),
    step(
      "Provisão de férias + 1/3",
      `${fmtBRL(salary)} × 4/3 ÷ 12 × (1 + ${fmtPct(rateSum)} de encargos)`,
      toReais(c.provisionVacation),
      t.payroll.provisionVacation,
    ),
  ];
  return {
    cpp: toReais(c.cpp),
    rat: toReais(c.rat),
    thirdParty: toReais(c.thirdParty),
    fgts: toReais(c.fgts),
    total: toReais(c.total),
    provision13th: toReais(c.provision13th),
    provisionVacation: toReais(c.provisionVacation),
    steps,
  };
}

export interface ValeTransporteInput {
  /** Basic salary (without additions), in reais. */
  salary: number;
  /** Monthly cost of the transport vouchers, in reais. */
  monthlyCost: number;
}

export interface ValeTransporteResult {
  employeeDiscount: number;
  employerCost: number;
  steps: Step[];
}

export function computeValeTransporte(t: TaxTables, salary: Cents, cost: Cents): { discount: Cents; employer: Cents } {
  const discount = Math.min(applyRate(salary, t.payroll.valeTransporte.value), cost);
  return { discount, employer: cost - discount };
}

/** Vale-transporte split: the employee bears at most 6% of the basic salary (Lei 7.418/1985 art. 4º, sole paragraph). */
export function valeTransporte(input: ValeTransporteInput): ValeTransporteResult {
  const t = tablesFor(undefined);
  const salary = money(input.salary, "salary");
  const cost = money(input.monthlyCost, "monthlyCost");
  const c = computeValeTransporte(t, salary, cost);
  const src = t.payroll.valeTransporte.source;
  return {
    employeeDiscount: toReais(c.discount),
    employerCost: toReais(c.employer),
    steps: [
      step(
        "Desconto do empregado",
        `mínimo entre ${fmtRate(t.payroll.valeTransporte.value)} × ${fmtBRL(salary)} e o custo ${fmtBRL(cost)}`,
        toReais(c.discount),
        src,
      ),
      step(
        "Custo do empregador",
        `${fmtBRL(cost)} − ${fmtBRL(c.discount)} (sem INSS, FGTS ou IRRF)`,
        toReais(c.employer),
        src,
      ),
    ],
  };
}

export interface SalarioFamiliaInput {
  year?: TaxYear;
  /** Monthly remuneration, in reais. */
  remuneration: number;
  /** Children under 14 (or disabled of any age). */
  children: number;
}

/** Salário-família quota paid with the salary and offset against the CPP (Lei 8.213/1991 arts. 65–66; annual Portaria). */
export function salarioFamilia(input: SalarioFamiliaInput): { amount: number; steps: Step[] } {
  const t = tablesFor(input.year);
  const remuneration = money(input.remuneration, "remuneration");
  const children = integer(input.children, "children", 0, 30);
  const sf = t.payroll.salarioFamilia;
  const amount = remuneration <= sf.value.incomeLimit ? sf.value.quota * children : 0;
  return {
    amount: toReais(amount),
    steps: [
      step(
        "Salário-família",
        remuneration <= sf.value.incomeLimit
          ? `${children} × ${fmtBRL(sf.value.quota)} (remuneração até ${fmtBRL(sf.value.incomeLimit)})`
          : `remuneração acima de ${fmtBRL(sf.value.incomeLimit)}: sem direito`,
        toReais(amount),
        sf.source,
      ),
    ],
  };
}

export interface CprbInput {
  year?: TaxYear;
  /** Gross revenue of the month, in reais. */
  revenue: number;
  /** Full CPRB rate of the sector in percent (e.g. 4.5). */
  cprbPercent: number;
  /** Monthly payroll, in reais. */
  payroll: number;
}

/** Desoneração da folha in transition: reduced CPRB on revenue plus part of the payroll CPP (Lei 12.546/2011 art. 9º-A). */
export function cprb(input: CprbInput): {
  revenueContribution: number;
  payrollCpp: number;
  total: number;
  steps: Step[];
} {
  const t = tablesFor(input.year);
  const revenue = money(input.revenue, "revenue");
  const rate = scaled(input.cprbPercent, "cprbPercent", 10_000, 0, 10);
  const payroll = money(input.payroll, "payroll");
  const c = t.payroll.cprb;
  const onRevenue = mulMulDiv(revenue, rate, c.value.revenueShare, PPM * PPM);
  const onPayroll = applyRate(payroll, c.value.payrollCpp);
  return {
    revenueContribution: toReais(onRevenue),
    payrollCpp: toReais(onPayroll),
    total: toReais(onRevenue + onPayroll),
    steps: [
      step(
        "CPRB sobre a receita",
        `${fmtBRL(revenue)} × ${fmtPct(rate)} × ${fmtPct(c.value.revenueShare, 0)}`,
        toReais(onRevenue),
        c.source,
      ),
      step("CPP sobre a folha", `${fmtBRL(payroll)} × ${fmtPct(c.value.payrollCpp, 0)}`, toReais(onPayroll), c.source),
    ],
  };
}
