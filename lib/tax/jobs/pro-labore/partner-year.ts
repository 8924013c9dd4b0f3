import { computeIrpfm, computeIrpfmRedutor, monthWithholding, type IrpfmCore, type RedutorCore } from "../../dividends";
import { computeIrpfAnnual, type IrpfAnnualCore } from "../../irpf-annual";
import type { Cents } from "../../money";
import { computeProLabore, type ProLaboreCore } from "../../pro-labore";
import type { CompanyTotals } from "./company-side";
import type { Ctx, OtherIncomeAlone, Partner } from "./context";

export interface PartnerYear {
  partner: Partner;
  /** Pró-labore per month. */
  proLabore: Cents;
  /** One month of pró-labore: INSS and the IRRF withheld. */
  month: ProLaboreCore;
  inss: Cents;
  /** IRRF withheld in the year (the R$ 10 dispensa left out), credited in the return. */
  irrfWithheld: Cents;
  /** The annual return on all taxable income, and on the other taxable income alone; null without an annual table. */
  returnAll: IrpfAnnualCore | null;
  returnOther: IrpfAnnualCore | null;
  irpfReturn: Cents;
  irpfOther: Cents;
  /** irpfReturn − irpfOther. */
  irpf: Cents;
  dividends: Cents;
  /** The year's dividends in 12 monthly payments: eleven of `payment`, the last one with the centavos left over. */
  payment: Cents;
  lastPayment: Cents;
  withheld: Cents;
  irpfmIncome: Cents;
  redutor: RedutorCore | null;
  irpfm: IrpfmCore;
  /** What the other income alone would pay as IRPFM (almost always 0). */
  irpfmOther: IrpfmCore;
  /** irpfm.balance − irpfmOther.balance. */
  irpfmBalance: Cents;
  tax: Cents;
  net: Cents;
}

/** The year's dividends paid in 12 months: eleven equal payments and the last with the centavos left over. */
export function monthlyPayments(annual: Cents): { payment: Cents; lastPayment: Cents } {
  const payment = Math.floor(annual / 12);
  return { payment, lastPayment: annual - payment * 11 };
}

/** What the partner's other income pays alone (IRPF of its return, IRPFM): fixed, whatever the company does. */
export function otherIncomeAlone(x: Ctx, partner: Partner): OtherIncomeAlone {
  const t = x.t;
  const annual = t.irpfAnnual;
  const returnOther =
    partner.otherTaxable > 0 && annual
      ? computeIrpfAnnual(t, partner.otherTaxable, partner.dependents * annual.dependent.value)
      : null;
  const irpfOther = returnOther ? returnOther.tax : 0;
  const irpfmOther = computeIrpfm(
    t,
    partner.otherTaxable + partner.otherExempt,
    0,
    irpfOther + partner.otherExclusiveTax,
  );
  return { returnOther, irpfOther, irpfmOther };
}

/**
 * One partner's year: pró-labore with INSS and IRRF withheld monthly, settled in the annual return (Lei 9.250/1995
 * arts. 8º, 10, 11-A, 12); dividends with the art. 6º-A withholding; the IRPFM (art. 16-A) with the return's IRPF
 * deducted (§3º, I), the art. 16-B redutor and the withholding (§5º).
 */
export function partnerYear(
  x: Ctx,
  partner: Partner,
  alone: OtherIncomeAlone,
  proLabore: Cents,
  dividends: Cents,
  company: CompanyTotals,
): PartnerYear {
  const t = x.t;
  const month = computeProLabore(t, proLabore, x.regime === "simples" ? "simples" : x.regime, partner.dependents);
  const inss = month.partnerInss * 12;
  const irrfWithheld = month.irrf.tax * 12;
  const annual = t.irpfAnnual;
  const legal = inss + (annual ? partner.dependents * annual.dependent.value : 0);
  const returnAll = computeIrpfAnnual(t, proLabore * 12 + partner.otherTaxable, legal);
  // Without an annual table (2025) the year's tax is the monthly tax, dispensed or not, twelve times.
  const irpfReturn = returnAll ? returnAll.tax : month.irrf.due * 12;
  const { payment, lastPayment } = monthlyPayments(dividends);
  // The withholding is per month (art. 6º-A): eleven equal payments and the last.
  const withheld = 11 * monthWithholding(t, payment) + monthWithholding(t, lastPayment);
  const irpfmIncome = proLabore * 12 + dividends + partner.otherTaxable + partner.otherExempt;
  const deducted = irpfReturn + partner.otherExclusiveTax;
  // Without IRPFM (income up to the lower limit) there is nothing for the redutor to reduce (art. 16-A §4º).
  const redutor =
    dividends > 0 && t.dividends.irpfm && irpfmIncome > t.dividends.irpfm.lower
      ? computeIrpfmRedutor(t, {
          income: irpfmIncome,
          other: deducted,
          dividends,
          companyIncomeTax: company.incomeTax,
          accountingProfit: company.accountingProfit,
        })
      : null;
  const irpfm = computeIrpfm(t, irpfmIncome, withheld, deducted, redutor?.redutor ?? 0);
  const irpfmBalance = irpfm.balance - alone.irpfmOther.balance;
  const irpf = irpfReturn - alone.irpfOther;
  const tax = inss + irpf + withheld + irpfmBalance;
  return {
    partner,
    proLabore,
    month,
    inss,
    irrfWithheld,
    returnAll,
    returnOther: alone.returnOther,
    irpfReturn,
    irpfOther: alone.irpfOther,
    irpf,
    dividends,
    payment,
    lastPayment,
    withheld,
    irpfmIncome,
    redutor,
    irpfm,
    irpfmOther: alone.irpfmOther,
    irpfmBalance,
    tax,
    net: proLabore * 12 + dividends - tax,
  };
}
