import { applyRate, toReais, type Cents } from "./money";
import { inssCeiling } from "./inss";
import { computeIrrf, irrfSteps, type IrrfCore } from "./irrf";
import { fmtBRL, fmtRate, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { TaxTables } from "./tables/types";
import { integer, money, oneOf, optionalMoney } from "./validate";

export type ProLaboreRegime = "simples" | "simples_anexo_iv" | "presumido" | "real";
export const PRO_LABORE_REGIMES: readonly ProLaboreRegime[] = ["simples", "simples_anexo_iv", "presumido", "real"];

export interface ProLaboreInput {
  year?: TaxYear;
  /** Monthly pró-labore of ONE partner, in reais (ceiling and IR table apply per person). */
  amount: number;
  regime: ProLaboreRegime;
  dependents?: number;
  /** Contribution base already used this month in other jobs (teto is per person). Default 0. */
  otherInssBase?: number;
}

export interface ProLaboreResult {
  partnerInss: number;
  irrf: number;
  /** Company's 20% CPP outside the DAS (zero in Simples Annexes I, II, III and V). */
  companyCpp: number;
  net: number;
  steps: Step[];
}

export interface ProLaboreCore {
  inssBase: Cents;
  partnerInss: Cents;
  irrf: IrrfCore;
  companyCpp: Cents;
  net: Cents;
}

export function companyPaysCpp(regime: ProLaboreRegime): boolean {
  return regime !== "simples";
}

export function computeProLabore(
  t: TaxTables,
  amount: Cents,
  regime: ProLaboreRegime,
  dependents: number,
  otherBase: Cents = 0,
): ProLaboreCore {
  const room = Math.max(0, inssCeiling(t) - otherBase);
  // Contribuinte individual: salário de contribuição between the minimum wage and the teto.
  const floor = amount > 0 && otherBase === 0 ? t.minimumWage.value : 0;
  const inssBase = Math.min(Math.max(amount, floor), room);
  const partnerInss = applyRate(inssBase, t.payroll.partnerInss.value);
  const irrf = computeIrrf(t, amount, partnerInss, dependents, 0);
  const companyCpp = companyPaysCpp(regime) ? applyRate(amount, t.payroll.proLaboreCpp.value) : 0;
  return { inssBase, partnerInss, irrf, companyCpp, net: amount - partnerInss - irrf.tax };
}

/** Partner's pró-labore: 11% INSS, IRRF and the company's 20% CPP (Lei 8.212/1991 arts. 21, 22 III, 30 §4º). */
export function proLabore(input: ProLaboreInput): ProLaboreResult {
  const t = tablesFor(input.year);
  const amount = money(input.amount, "amount");
  const regime = oneOf(input.regime, "regime", PRO_LABORE_REGIMES);
  const dependents = input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50);
  const c = computeProLabore(t, amount, regime, dependents, optionalMoney(input.otherInssBase, "otherInssBase", 0));
  const steps: Step[] = [
    step(
      `INSS do sócio (${fmtRate(t.payroll.partnerInss.value)})`,
      `${fmtRate(t.payroll.partnerInss.value)} × ${fmtBRL(c.inssBase)} (base entre o salário mínimo e o teto de ${fmtBRL(inssCeiling(t))})`,
      toReais(c.partnerInss),
      t.payroll.partnerInss.source,
    ),
    ...irrfSteps(t, amount, c.irrf),
    step(
      `CPP da empresa (${fmtRate(t.payroll.proLaboreCpp.value)})`,
      companyPaysCpp(regime)
        ? `${fmtRate(t.payroll.proLaboreCpp.value)} × ${fmtBRL(amount)}, sem teto`
        : "Simples (Anexos I, II, III e V): CPP incluída no DAS",
      toReais(c.companyCpp),
      companyPaysCpp(regime) ? t.payroll.proLaboreCpp.source : t.payroll.simplesPayroll,
    ),
    step(
      "Pró-labore líquido",
      `${fmtBRL(amount)} − ${fmtBRL(c.partnerInss)} − ${fmtBRL(c.irrf.tax)}`,
      toReais(c.net),
      "Lei 8.212/1991, art. 30",
    ),
  ];
  return {
    partnerInss: toReais(c.partnerInss),
    irrf: toReais(c.irrf.tax),
    companyCpp: toReais(c.companyCpp),
    net: toReais(c.net),
    steps,
  };
}
