import { applyRate, mulDiv, mulDivCeil, PPM, toReais, type Cents } from "../money";
import { computeDividendWithholding } from "../dividends";
import { computeMeiDas, computeMeiLimit } from "../mei";
import { chargeOptions, computeCharges, EMPLOYER_REGIMES, type EmployerRegime } from "../payroll";
import { computeProLabore } from "../pro-labore";
import { computeSimples } from "../simples-core";
import { fmtBRL, fmtRate, fmtRatio, step, type Step } from "../steps";
import { tablesFor, type TaxYear } from "../tables";
import type { TaxTables } from "../tables/types";
import { integer, money, oneOf, optionalMoney } from "../validate";
import { computeLabor, netThirteenth, netVacationMonth, readBenefits, type LaborBenefits } from "./labor-cost";

export type PjActivity = "servicos_fator_r" | "servicos_gerais";
export type PjOption = "mei" | "simples_anexo_iii_fator_r" | "simples_anexo_v" | "simples_anexo_iii";

export interface CltVsPjInput {
  year?: TaxYear;
  /** CLT gross monthly salary, in reais. */
  salary: number;
  /** Regime of the hiring company (drives the CLT charges). Default 'presumido'. */
  employerRegime?: EmployerRegime;
  benefits?: LaborBenefits;
  dependents?: number;
  /** Monthly invoice of the PJ. Default: the employer's full CLT monthly cost (same budget). */
  pjMonthlyRevenue?: number;
  /**
   * 'servicos_fator_r' (intellectual/technical services: Annex III with Fator R ≥ 28%, else V; cannot be MEI)
   * or 'servicos_gerais' (Annex III; MEI possible when the occupation allows). Default 'servicos_fator_r'.
   */
  pjActivity?: PjActivity;
  /** PJ's own monthly costs (accountant, bank, certificate), in reais. Default 0. */
  pjMonthlyCosts?: number;
  ratPercent?: number;
  fap?: number;
  thirdPartyPercent?: number;
}

export interface PjResult {
  option: PjOption;
  label: string;
  eligible: boolean;
  reason: string;
  proLabore: number;
  /** DAS (or DAS-MEI) of the month. */
  das: number;
  partnerInss: number;
  irrf: number;
  dividendWithholding: number;
  costs: number;
  netMonthly: number;
  netAnnual: number;
  fatorR?: number;
}

export interface CltVsPjResult {
  clt: {
    grossMonthly: number;
    netMonthly: number;
    /** 11 regular months + vacation month with 1/3 + 13º, all net. */
    netAnnual: number;
    /** FGTS deposited in the year (the employee's asset). */
    fgtsAnnual: number;
    /** Benefits received in the year (VR, health, insurance...), valued at the employer's cost. */
    benefitsAnnual: number;
    /** netAnnual + fgtsAnnual + benefitsAnnual. */
    totalAnnualValue: number;
    employerMonthlyCost: number;
    employerAnnualCost: number;
  };
  pj: { monthlyRevenue: number; annualCost: number; options: PjResult[]; best: PjOption | null };
  /** Which side gives the person more per year for the stated budgets. */
  advantage: "clt" | "pj";
  /** |best PJ netAnnual − CLT totalAnnualValue|. */
  difference: number;
  steps: Step[];
}

function pjSimples(
  t: TaxTables,
  revenue: Cents,
  proLabore: Cents,
  costs: Cents,
  annex: "III" | "V",
  fatorRApplies: boolean,
) {
  const core = computeSimples(t, {
    annex,
    monthRevenue: revenue,
    rbt12: revenue * 12,
    fatorRApplies,
    payroll12m: proLabore * 12,
    sublimiteExceeded: false,
  });
  const pl = computeProLabore(t, proLabore, "simples", 0);
  const distributable = Math.max(0, revenue - core.das - proLabore - costs);
  const withheld = computeDividendWithholding(t, [distributable], false, false)[0];
  return { core, pl, withheld, net: revenue - core.das - pl.partnerInss - pl.irrf.tax - costs - withheld };
}

/** CLT versus PJ (MEI or Simples Annex III/V with Fator R) for the same person (CLT; LC 123/2006 arts. 18, 18-A; Lei 8.212/1991). */
export function cltVsPj(input: CltVsPjInput): CltVsPjResult {
  const t = tablesFor(input.year);
  const salary = money(input.salary, "salary");
  const regime =
    input.employerRegime === undefined ? "presumido" : oneOf(input.employerRegime, "employerRegime", EMPLOYER_REGIMES);
  const dependents = input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50);
  const activity =
    input.pjActivity === undefined
      ? "servicos_fator_r"
      : oneOf(input.pjActivity, "pjActivity", ["servicos_fator_r", "servicos_gerais"] as const);
  const costs = optionalMoney(input.pjMonthlyCosts, "pjMonthlyCosts", 0);
  const benefits = readBenefits(input.benefits);
  const charges = computeCharges(t, salary, regime, chargeOptions(input));
  const labor = computeLabor(t, salary, regime, benefits, dependents, charges);

  const netAnnual = labor.net * 11 + netVacationMonth(t, salary, dependents) + netThirteenth(t, salary, dependents);
  const fgtsAnnual = applyRate(mulDiv(salary, 40, 3), t.payroll.fgts.value);
  const benefitsAnnual = (benefits.vr + benefits.saude + benefits.seguro + benefits.outros) * 12;
  const cltValue = netAnnual + fgtsAnnual + benefitsAnnual;

  const revenue =
    input.pjMonthlyRevenue === undefined ? labor.monthly : money(input.pjMonthlyRevenue, "pjMonthlyRevenue");
  const minWage = t.minimumWage.value;
  const options: PjResult[] = [];
  const toPj = (
    option: PjOption,
    label: string,
    eligible: boolean,
    reason: string,
    v: { proLabore: Cents; das: Cents; inss: Cents; irrf: Cents; withheld: Cents; net: Cents; fatorR?: number },
  ): PjResult => ({
    option,
    label,
    eligible,
    reason,
    proLabore: toReais(v.proLabore),
    das: toReais(v.das),
    partnerInss: toReais(v.inss),
    irrf: toReais(v.irrf),
    dividendWithholding: toReais(v.withheld),
    costs: toReais(costs),
    netMonthly: toReais(v.net),
    netAnnual: toReais(v.net * 12),
    ...(v.fatorR === undefined ? {} : { fatorR: v.fatorR }),
  });

  const meiLimit = computeMeiLimit(t, 12, false).limit;
  const meiDas = computeMeiDas(t, "servicos").total;
  const meiOk = activity === "servicos_gerais" && revenue * 12 <= meiLimit;
  options.push(
    toPj(
      "mei",
      "MEI",
      meiOk,
      activity !== "servicos_gerais"
        ? "Serviços intelectuais e profissões regulamentadas não podem ser MEI."
        : meiOk
          ? `Faturamento anual dentro de ${fmtBRL(meiLimit)}.`
          : `Faturamento anual acima de ${fmtBRL(meiLimit)}.`,
      {
        proLabore: 0,
        das: meiDas,
        inss: 0,
        irrf: 0,
        withheld: 0,
        net: revenue - meiDas - costs,
      },
    ),
  );
  const simplesOk = revenue * 12 <= t.simples.limit.value;
  const simplesReason = simplesOk
    ? "Faturamento dentro do limite do Simples Nacional."
    : "Faturamento anual acima do limite do Simples Nacional.";
  if (activity === "servicos_fator_r") {
    // Smallest pró-labore that keeps Fator R at the threshold (FS12 = 12 × pró-labore; RBT12 = 12 × revenue).
    const fatorR = t.simples.fatorR.value;
    const floor = Math.max(minWage, mulDivCeil(revenue, fatorR, PPM));
    const iii = pjSimples(t, revenue, floor, costs, "V", true);
    options.push(
      toPj(
        "simples_anexo_iii_fator_r",
        `Simples Nacional, Anexo III (Fator R ≥ ${fmtRate(fatorR)})`,
        simplesOk,
        `${simplesReason} Pró-labore de ${fmtRate(fatorR)} do faturamento.`,
        {
          proLabore: floor,
          das: iii.core.das,
          inss: iii.pl.partnerInss,
          irrf: iii.pl.irrf.tax,
          withheld: iii.withheld,
          net: iii.net,
          fatorR: iii.core.fatorR ? iii.core.fatorR.num / iii.core.fatorR.den : undefined,
        },
      ),
    );
    const v = pjSimples(t, revenue, minWage, costs, "V", true);
    options.push(
      toPj(
        "simples_anexo_v",
        `Simples Nacional, Anexo ${v.core.annex} (pró-labore de um salário mínimo)`,
        simplesOk,
        simplesReason,
        {
          proLabore: minWage,
          das: v.core.das,
          inss: v.pl.partnerInss,
          irrf: v.pl.irrf.tax,
          withheld: v.withheld,
          net: v.net,
          fatorR: v.core.fatorR ? v.core.fatorR.num / v.core.fatorR.den : undefined,
        },
      ),
    );
  } else {
    const iii = pjSimples(t, revenue, minWage, costs, "III", false);
    options.push(
      toPj("simples_anexo_iii", "Simples Nacional, Anexo III", simplesOk, simplesReason, {
        proLabore: minWage,
        das: iii.core.das,
        inss: iii.pl.partnerInss,
        irrf: iii.pl.irrf.tax,
        withheld: iii.withheld,
        net: iii.net,
      }),
    );
  }
  let best: PjResult | null = null;
  for (const o of options) if (o.eligible && (!best || o.netAnnual > best.netAnnual)) best = o;
  const bestNet = best ? Math.round(best.netAnnual * 100) : 0;
  const advantage = best && bestNet > cltValue ? "pj" : "clt";
  const steps: Step[] = [
    step(
      "Custo mensal do empregador (CLT)",
      "salário + encargos + provisões de 13º e férias + benefícios",
      toReais(labor.monthly),
      `${t.payroll.cpp.source}; ${t.payroll.fgts.source}`,
    ),
    step(
      "Líquido anual CLT",
      "11 salários líquidos + mês de férias com 1/3 + 13º líquido",
      toReais(netAnnual),
      `${t.inss.source}; ${t.irrf.source}`,
    ),
    step(
      "FGTS do ano",
      `${fmtRate(t.payroll.fgts.value)} × ${fmtBRL(mulDiv(salary, 40, 3))} (12 salários + 13º + 1/3)`,
      toReais(fgtsAnnual),
      t.payroll.fgts.source,
    ),
    step(
      "Faturamento mensal PJ",
      input.pjMonthlyRevenue === undefined ? "igual ao custo mensal CLT do empregador" : "valor informado",
      toReais(revenue),
      "Valor de referência",
    ),
  ];
  for (const o of options) {
    steps.push(
      step(
        `Líquido anual PJ: ${o.label}`,
        `12 × (${fmtBRL(revenue)} − DAS ${fmtBRL(Math.round(o.das * 100))} − INSS ${fmtBRL(Math.round(o.partnerInss * 100))} − IRRF ${fmtBRL(Math.round(o.irrf * 100))} − custos)${o.fatorR !== undefined ? `; Fator R ${fmtRatio(Math.round(o.fatorR * PPM), PPM, 2)}` : ""}`,
        o.netAnnual,
        o.option === "mei" ? "LC 123/2006, art. 18-A" : "LC 123/2006, art. 18, §§5º-J e 5º-M",
      ),
    );
  }
  return {
    clt: {
      grossMonthly: toReais(salary),
      netMonthly: toReais(labor.net),
      netAnnual: toReais(netAnnual),
      fgtsAnnual: toReais(fgtsAnnual),
      benefitsAnnual: toReais(benefitsAnnual),
      totalAnnualValue: toReais(cltValue),
      employerMonthlyCost: toReais(labor.monthly),
      employerAnnualCost: toReais(labor.monthly * 12),
    },
    pj: {
      monthlyRevenue: toReais(revenue),
      annualCost: toReais(revenue * 12),
      options,
      best: best ? best.option : null,
    },
    advantage,
    difference: toReais(Math.abs(bestNet - cltValue)),
    steps,
  };
}
