import { PPM, mulDiv, toReais, type Cents } from "../../money";
import { SIMPLES_TAXES, computeSimples, type SimplesCore } from "../../simples-core";
import { fs12 } from "../simples-annual";
import type { CompanyTotals } from "./company-side";
import { evaluate, type Eval } from "./evaluate";
import type { Ctx } from "./context";
import type { FatorRMonth, FatorRPath } from "./types";

/** Months shown month by month: the year in Anexo V and the first year in Anexo III. */
const SHOWN_MONTHS = 24;
/** How far the payback is looked for (ten years): beyond it, "never" is the honest answer. */
const PAYBACK_HORIZON = 120;

const IRPJ = SIMPLES_TAXES.indexOf("IRPJ");
const CSLL = SIMPLES_TAXES.indexOf("CSLL");

/** The pró-labore of all partners per month. */
function sumOf(e: Eval): Cents {
  return e.proLabores.reduce((a, b) => a + b, 0);
}

/**
 * Raising the pró-labore to reach the Fator R, month by month (LC 123/2006 art. 18 §§5º-J, 5º-M and 24): FS12 counts
 * the pró-labore PAID in the 12 months before each month, so the first months after the raise are still taxed in
 * Anexo V. null unless `from` is in Anexo V and `to` in Anexo III, or the sublimite makes the months uneven.
 */
export function fatorRPath(x: Ctx, from: Eval, to: Eval): FatorRPath | null {
  const t = x.t;
  if (x.regime !== "simples" || !x.profile.fatorR) return null;
  if (from.company.annex !== "V" || to.company.annex !== "III") return null;
  if (x.revenue * 12 > t.simples.sublimite.value) return null;
  const oldP = sumOf(from);
  const newP = sumOf(to);
  const base = fs12({ ...x.company, proLaboreAnnual: 0 });
  const rbt12 = x.revenue * 12;
  const month = (m: number): SimplesCore =>
    computeSimples(t, {
      annex: x.profile.annex,
      monthRevenue: x.revenue,
      rbt12,
      fatorRApplies: true,
      payroll12m: base + oldP * Math.max(0, 13 - m) + newP * Math.min(12, m - 1),
      sublimiteExceeded: false,
    });
  const stayed = month(1).das;
  const cores: SimplesCore[] = [];
  for (let m = 1; m <= 24; m++) cores.push(month(m));
  // The first 12 months at the new pró-labore, with the DAS they actually pay.
  let das1 = 0;
  let income1 = 0;
  for (let m = 0; m < 12; m++) {
    das1 += cores[m].das;
    income1 += cores[m].split[IRPJ] + cores[m].split[CSLL];
  }
  const company1: CompanyTotals = {
    proLabore: newP,
    total: das1,
    incomeTax: income1,
    accountingProfit: (x.revenue - x.costs - newP) * 12 - (das1 - income1),
    distributable: (x.revenue - x.costs - newP) * 12 - das1,
    annex: "V",
  };
  const year1 = evaluate(x, to.proLabores, company1);
  if (!year1) return null;
  const partnersOf = (e: Eval) => e.partners.reduce((s, p) => s + p.tax, 0);
  const partnerExtra1 = partnersOf(year1) - partnersOf(from);
  const partnerExtra2 = partnersOf(to) - partnersOf(from);
  let companyCumulative = 0;
  let payback: number | null = null;
  let firstIII = 0;
  const months: FatorRMonth[] = [];
  for (let m = 1; m <= PAYBACK_HORIZON; m++) {
    const core = m <= 24 ? cores[m - 1] : cores[23];
    companyCumulative += stayed - core.das;
    if (firstIII === 0 && core.annex === "III") firstIII = m;
    // The partners' extra INSS and IRPF accrue evenly over each year of the return.
    const partners =
      mulDiv(partnerExtra1, Math.min(m, 12), 12) +
      (m > 12 ? mulDiv(partnerExtra2, Math.min(m - 12, 12), 12) : 0) +
      (m > 24 ? mulDiv(partnerExtra2, m - 24, 12) : 0);
    const cumulative = companyCumulative - partners;
    if (payback === null && cumulative >= 0) payback = m;
    if (m <= SHOWN_MONTHS) {
      const fs = base + oldP * Math.max(0, 13 - m) + newP * Math.min(12, m - 1);
      months.push({
        month: m,
        proLabore: toReais(newP),
        fs12: toReais(fs),
        rbt12: toReais(rbt12),
        fatorR: core.fatorR ? core.fatorR.num / core.fatorR.den : 0,
        annex: core.annex,
        das: toReais(core.das),
        dasIfStayed: toReais(stayed),
        cumulativeSaving: toReais(cumulative),
      });
    }
    if (payback !== null && m >= SHOWN_MONTHS) break;
  }
  return {
    threshold: t.simples.fatorR.value / PPM,
    horizonYears: PAYBACK_HORIZON / 12,
    fromProLabore: toReais(oldP),
    toProLabore: toReais(newP),
    firstAnnexIIIMonth: firstIII,
    firstYearCost: toReais(year1.total - from.total),
    steadySaving: toReais(from.total - to.total),
    paybackMonth: payback,
    months,
  };
}
