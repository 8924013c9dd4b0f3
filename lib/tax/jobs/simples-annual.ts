import { PPM, applyRate, mulDiv, type Cents } from "../money";
import { SIMPLES_TAXES, computeSimples, type EffectiveRate, type SimplesCore } from "../simples-core";
import { fmtBRL, fmtRate, fmtRatio, step, type Step } from "../steps";
import { localTaxOutside, type NormalizedCompany } from "./company";
import { localFactor } from "./comparison-year";
import { regularCore } from "../reform/regular";
import { reformYearOf } from "../reform/schedule";
import { yearRates } from "../reform/scenarios";
import type { ReferenceScenario } from "../reform/types";
import { fgtsAnnual, payrollLines } from "./payroll-lines";
import { line, totalOf, type Line, type RegimeCalc } from "./regime-result";

export interface SimplesYear {
  calc: RegimeCalc;
  /** FS12 / RBT12 of January, exact, when the activity is subject to Fator R. */
  fatorR: EffectiveRate | null;
  /** Month index (0–11) from which ICMS/ISS left the DAS, or −1. */
  sublimiteFrom: number;
}

/** FS12 for Fator R: salaries with 13º and férias, FGTS and pró-labore (LC 123 art. 18 §24). */
export function fs12(c: NormalizedCompany): Cents {
  return c.payrollAnnual + fgtsAnnual(c) + c.proLaboreAnnual;
}

/** The Simples year month by month: RBT12 rolls from last year's revenue into this year's. */
export function simplesYear(c: NormalizedCompany, scenario: ReferenceScenario): SimplesYear {
  const t = c.t;
  const s = t.simples;
  const payroll = c.profile.fatorR ? fs12(c) : null;
  const subLimit = s.sublimite.value + applyRate(s.sublimite.value, s.tolerance.value);
  const dasByTax: number[] = SIMPLES_TAXES.map(() => -1);
  const lag = s.rbt12Lag.value;
  /** Revenue of this year's months in the RBT12 window of month m (those before m − lag). */
  let inWindow = 0;
  let das = 0;
  let cum = 0;
  let sublimiteFrom = -1;
  let outsideRevenue = 0;
  let outsideCreditable = 0;
  let first: SimplesCore | null = null;
  let prev: SimplesCore | null = null;
  let prevRev = -1;
  let prevRbt = -1;
  let prevSub = false;
  const annexes = new Set<string>();
  for (let m = 0; m < 12; m++) {
    const rev = c.months[m];
    // RBT12 of month m: the 12 months before the PA (to 2026), or before the month before it (from 2027:
    // LC 123 art. 18 §1º, wording of LC 214 art. 517), last year's share spread evenly.
    if (m - lag > 0) inWindow += c.months[m - lag - 1];
    const rbt12 = mulDiv(c.previousYear, Math.min(12, 12 - m + lag), 12) + inWindow;
    // Excess above the sublimite by more than 20%: ICMS/ISS outside the DAS from the next month.
    const sub = cum > subLimit;
    if (sub && sublimiteFrom < 0) sublimiteFrom = m;
    const core: SimplesCore =
      prev !== null && rev === prevRev && rbt12 === prevRbt && sub === prevSub
        ? prev
        : computeSimples(t, {
            annex: c.profile.annex,
            monthRevenue: rev,
            rbt12,
            fatorRApplies: c.profile.fatorR,
            payroll12m: payroll,
            sublimiteExceeded: sub,
          });
    prev = core;
    prevRev = rev;
    prevRbt = rbt12;
    prevSub = sub;
    if (!first) first = core;
    annexes.add(core.annex);
    das += core.das;
    const split = core.split;
    for (let i = 0; i < split.length; i++)
      if (split[i] >= 0) dasByTax[i] = (dasByTax[i] < 0 ? 0 : dasByTax[i]) + split[i];
    if (sub) {
      outsideRevenue += rev;
      outsideCreditable += mulDiv(c.creditableAnnual, 1, 12);
    }
    cum += rev;
  }
  const f = first as SimplesCore;
  const annexLabel = [...annexes].join("/");
  const lines: Line[] = [];
  for (let i = 0; i < SIMPLES_TAXES.length; i++) {
    const tax = SIMPLES_TAXES[i];
    const v = dasByTax[i];
    if (v < 0 || (v === 0 && (tax === "CPP" || tax === "ICMS" || tax === "ISS" || tax === "IBS"))) continue;
    lines.push(
      line(
        `das_${tax.toLowerCase()}`,
        `${tax} (no DAS)`,
        v,
        `soma das parcelas de ${tax} dos 12 DAS (Anexo ${annexLabel})`,
        s.splitRounding,
      ),
    );
  }
  if (outsideRevenue > 0) {
    const local = localTaxOutside(c, outsideRevenue, outsideCreditable);
    const tax = c.profile.localTax;
    lines.push(
      line(
        tax.toLowerCase(),
        `${tax} fora do DAS (sublimite excedido)`,
        local,
        `${fmtBRL(outsideRevenue)} × alíquota informada${localFactor(c.t) === PPM ? "" : ` × ${fmtRate(localFactor(c.t))} (ADCT, art. 128)`}`,
        "LC 123/2006, art. 20, §1º",
      ),
    );
  }
  if (outsideRevenue > 0) {
    const ibs = ibsOutside(c, scenario, outsideRevenue, outsideCreditable);
    if (ibs) lines.push(ibs);
  }
  const payrollRegime = f.annex === "IV" ? "simples_anexo_iv" : "simples";
  lines.push(...payrollLines(c, payrollRegime));
  const limit = s.limit.value;
  const eligible = c.annual <= limit;
  const fatorR = f.fatorR ? f.fatorR.num / f.fatorR.den : undefined;
  return {
    calc: {
      regime: "simples",
      eligible,
      reason: eligible
        ? `Receita anual de ${fmtBRL(c.annual)} dentro do limite de ${fmtBRL(limit)}; Anexo ${annexLabel}.`
        : `Receita anual de ${fmtBRL(c.annual)} acima do limite de ${fmtBRL(limit)} do Simples Nacional.`,
      lines,
      context: simplesContext(c, { first: f, payroll, das }),
      annex: f.annex,
      fatorR,
      total: totalOf(lines),
    },
    fatorR: f.fatorR,
    sublimiteFrom,
  };
}

function simplesContext(c: NormalizedCompany, d: { first: SimplesCore; payroll: Cents | null; das: Cents }): Step[] {
  const s = c.t.simples;
  const f = d.first;
  const steps: Step[] = [
    step(
      "RBT12 de janeiro",
      (c.previousYear === c.annual
        ? "receita dos 12 meses anteriores igual à do ano simulado"
        : "receita do ano anterior informada") +
        (s.rbt12Lag.value > 0
          ? "; a partir de 2027 o RBT12 de cada mês são os 12 meses antecedentes ao mês anterior ao período de apuração"
          : ""),
      f.rbt12Used / 100,
      s.rbt12Lag.source,
    ),
  ];
  if (f.fatorR && d.payroll !== null) {
    steps.push(
      step(
        "Fator R",
        `folha de 12 meses ${fmtBRL(d.payroll)} (salários, 13º, férias, FGTS e pró-labore) ÷ RBT12 = ${fmtRatio(f.fatorR.num, f.fatorR.den, 2)} → Anexo ${f.annex}`,
        f.fatorR.num / f.fatorR.den,
        s.fatorR.source,
      ),
    );
  }
  steps.push(
    step(
      "Alíquota efetiva de janeiro",
      `Anexo ${f.annex}, ${f.band.band}ª faixa: (RBT12 × ${fmtRatio(f.band.nominal, 1_000_000, 2)} − ${fmtBRL(f.band.deduction)}) ÷ RBT12 = ${fmtRatio(f.rate.num, f.rate.den)}`,
      f.rate.num / f.rate.den,
      "LC 123/2006, art. 18, §1º-A",
    ),
    step(
      "DAS do ano",
      "soma dos 12 DAS mensais (receita do mês × alíquota efetiva do mês)",
      d.das / 100,
      "LC 123/2006, art. 18",
    ),
  );
  return steps;
}

/**
 * From 2027 a company above the sublimite pays the IBS outside the DAS too, under the regular regime (LC 123/2006
 * art. 13-A; Res. CGSN 140/2018 art. 9º in the wording of Res. CGSN 190/2026): on the months' revenue less their
 * ICMS/ISS (ADCT art. 133), with credits on the creditable purchases (LC 214/2025 arts. 12 and 47). Null before
 * 2027 and for fuels (single-stage IBS, LC 214 arts. 172–180).
 */
function ibsOutside(c: NormalizedCompany, scenario: ReferenceScenario, revenue: Cents, creditable: Cents): Line | null {
  const rules = reformYearOf(c.t.year);
  if (!rules || rules.pisCofins.inForce || c.profile.cbsIbsAtOrigin) return null;
  const rates = yearRates(rules.year, scenario, "none");
  const tax = c.profile.localTax;
  const core = regularCore(rates, revenue, creditable, 0, 0, "net", {
    sales: c.profile.icmsAtOrigin ? null : { tax, rate: tax === "ICMS" ? c.icmsRate : c.issRate },
    purchases: c.purchasesLocal,
  });
  return line(
    "ibs",
    "IBS fora do DAS (sublimite excedido)",
    core.ibsPayable,
    `(${fmtBRL(revenue)} − ${tax} ${fmtBRL(core.salesLocal)}) × ${fmtRate(rates.ibs)} − créditos (${fmtBRL(creditable)} − ICMS/ISS do fornecedor ${fmtBRL(core.purchasesLocal)}) × ${fmtRate(rates.ibsFull)} (cenário ${scenario.name})`,
    `LC 123/2006, art. 13-A; Res. CGSN 140/2018, art. 9º (redação da Res. CGSN 190/2026); ${rules.ibs.source}; ADCT, art. 133`,
  );
}
