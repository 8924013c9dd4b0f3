import { TaxInputError } from "../errors";
import { toReais, ratio, type Cents } from "../money";
import { ANNEXES, band6TransferStep, dasStep } from "../simples";
import { SIMPLES_TAXES, TAX_INDEX, computeSimples, type SimplesCore } from "../simples-core";
import { fmtBRL, fmtPct, fmtRatio, fmtRate, step, type Step } from "../steps";
import { tablesFor } from "../tables";
import { SIMPLES_PERIODS } from "../tables/simples-reform";
import type { Annex, SimplesTax, TaxTables } from "../tables/types";
import { bool, money, oneOf } from "../validate";
import type { ReformYear, SourceGrade } from "./types";

/** Every year of the transition the reform jobs project. */
export const REFORM_YEARS: readonly ReformYear[] = [2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033];

export interface SimplesReformMonthInput {
  year: ReformYear;
  annex: Annex;
  /** Gross revenue of the month, in reais. */
  monthRevenue: number;
  /** RBT12 in reais (from 2027 the 12 months before the month before the PA: simplesRbt12Window). */
  rbt12: number;
  /** CBS and IBS under the regular regime (LC 123 art. 13 §9; Res. CGSN 190 art. 22-A). Default false. */
  porFora?: boolean;
  /**
   * Already impeded from paying ICMS/ISS in the DAS (sublimite exceeded, LC 123 art. 13-A; art. 20 §1º): ICMS,
   * ISS and, from 2027, IBS are paid outside the DAS (Res. CGSN 140 art. 9º, wording of Res. CGSN 190). Default false.
   */
  sublimiteExceeded?: boolean;
}

export interface SimplesReformMonth {
  year: ReformYear;
  annex: Annex;
  band: number;
  effectiveRate: number;
  /** The DAS of the month: without the CBS and IBS parcels when porFora. */
  das: number;
  /** The parcels in the DAS, per tax (CBS/IBS absent when porFora; PIS/COFINS only in 2026). */
  parcels: Partial<Record<SimplesTax, number>>;
  /** CBS + IBS paid inside the DAS (0 when porFora and in 2026; CBS alone above the sublimite). */
  cbsIbsInDas: number;
  /** (CBS% + IBS%) of the band, as a fraction of the DAS (0 in 2026). */
  cbsIbsShare: number;
  /** effectiveRate × cbsIbsShare: the buyer's credit rate on this seller's invoices inside the DAS. */
  dasShareRate: number;
  porFora: boolean;
  sublimiteExceeded: boolean;
  steps: Step[];
}

interface YearTables {
  t: TaxTables;
  period: string;
  grade: SourceGrade | null;
  source: string;
}

const CACHE = new Map<ReformYear, YearTables>();

/** The engine tables with the Simples annexes of a reform year (2026: the LC 155/2016 annexes). */
function yearTables(year: ReformYear): YearTables {
  const hit = CACHE.get(year);
  if (hit) return hit;
  let out: YearTables;
  if (year === 2026) {
    out = {
      t: tablesFor(2026),
      period: "2026",
      grade: null,
      source: "LC 123/2006, Anexos I a V (redação da LC 155/2016)",
    };
  } else {
    const p = SIMPLES_PERIODS[year];
    const base = tablesFor(2027);
    const t: TaxTables = {
      ...base,
      simples: { ...base.simples, annexes: p.annexes, issMax: p.issMax ?? base.simples.issMax },
    };
    out = { t, period: p.period, grade: p.grade, source: p.source };
  }
  CACHE.set(year, out);
  return out;
}

/** The period's Simples annexes and ISS cap of a reform year: the engine tables `simplesReformMonth` uses. */
export function reformYearTables(year: ReformYear): TaxTables {
  return yearTables(year).t;
}

function reformYear(value: unknown): ReformYear {
  if (!REFORM_YEARS.includes(value as ReformYear))
    throw new TaxInputError("UNSUPPORTED_YEAR", "year", REFORM_YEARS.join(" | "));
  return value as ReformYear;
}

const REP = 10_000;

/**
 * CBS + IBS as a fraction of revenue in this assessment, and how it was obtained. Above the sublimite IBS is
 * outside the DAS: the share is the CBS alone.
 */
function cbsIbsRate(core: SimplesCore, t: TaxTables, sub: boolean): { rate: number; share: number; formula: string } {
  const reps = core.band.reps;
  const cbs = Math.max(0, reps[TAX_INDEX.CBS]);
  const ibs = sub ? 0 : Math.max(0, reps[TAX_INDEX.IBS]);
  const eff = core.rate.num / core.rate.den;
  const cap = t.simples.annexes[core.annex].issCap;
  if (core.issCapped && cap) {
    const capShare = Math.max(0, cap.reps[TAX_INDEX.CBS]) + (sub ? 0 : Math.max(0, cap.reps[TAX_INDEX.IBS]));
    const rest = eff - t.simples.issMax.value / 1_000_000;
    const rate = (rest * capShare) / REP;
    return {
      rate,
      share: eff > 0 ? rate / eff : 0,
      formula: `(alíquota efetiva − ISS de ${fmtRate(t.simples.issMax.value)}) × ${fmtRatio(capShare, REP, 2)} (${sub ? "CBS" : "CBS + IBS"} da nota da 5ª faixa)`,
    };
  }
  if (core.localFromBand5) {
    const band5 = t.simples.annexes[core.annex].bands[4];
    const ibs5 = Math.max(0, band5.reps[TAX_INDEX.IBS]);
    const eff5 = core.localFromBand5.num / core.localFromBand5.den;
    // Band 6's ISS excess over the cap raises CBS and IBS with the other recipients (LC 123 art. 18 §1º-B, I).
    const factor = core.band6Transfer?.factor ?? 1;
    const rate = ((eff * cbs + eff5 * ibs5) * factor) / REP;
    const transfer = core.band6Transfer
      ? `, cada um aumentado em ${fmtRatio(Math.round((factor - 1) * 1e9), 1e9, 4)} (excedente do ISS)`
      : "";
    return {
      rate,
      share: eff > 0 ? rate / eff : 0,
      formula: `(${fmtRatio(core.rate.num, core.rate.den)} × CBS ${fmtRatio(cbs, REP, 2)} + IBS pela 5ª faixa: ${fmtRatio(core.localFromBand5.num, core.localFromBand5.den)} × ${fmtRatio(ibs5, REP, 2)})${transfer}`,
    };
  }
  return {
    rate: (eff * (cbs + ibs)) / REP,
    share: (cbs + ibs) / REP,
    formula: sub
      ? `${fmtRatio(core.rate.num, core.rate.den)} × CBS ${fmtRatio(cbs, REP, 2)} (IBS fora do DAS: sublimite excedido)`
      : `${fmtRatio(core.rate.num, core.rate.den)} × (CBS ${fmtRatio(cbs, REP, 2)} + IBS ${fmtRatio(ibs, REP, 2)})`,
  };
}

function compute(t: TaxTables, annex: Annex, revenue: Cents, rbt12: Cents, sub: boolean): SimplesCore {
  return computeSimples(t, {
    annex,
    monthRevenue: revenue,
    rbt12,
    fatorRApplies: false,
    payroll12m: null,
    sublimiteExceeded: sub,
  });
}

/** The step that says which taxes leave the DAS above the sublimite, and under which rules they are paid. */
function outsideStep(t: TaxTables, year: ReformYear): Step {
  const taxes = year === 2026 ? "ICMS e ISS" : "ICMS, ISS e IBS";
  return step(
    `${taxes} fora do DAS (sublimite excedido)`,
    `${taxes} apurados e recolhidos fora do DAS, pelas regras dos demais contribuintes${year === 2026 ? "" : " (o IBS pelo regime regular, com débitos e créditos)"}`,
    0,
    `${t.simples.sublimite.source}; LC 123/2006, art. 20, §1º`,
  );
}

function periodLabel(y: YearTables): string {
  return `vigência ${y.period}`;
}

/**
 * One month of the Simples in a reform year: the DAS with CBS and IBS in the repartição from 2027 (LC 123
 * art. 13, IX–X and Annexes I–V in the wording of LC 214/2025 art. 519 and LC 227/2026), or without their
 * parcels when the company pays them under the regular regime (LC 123 art. 13 §9; Res. CGSN 190 art. 22-A).
 */
export function simplesReformMonth(input: SimplesReformMonthInput): SimplesReformMonth {
  const year = reformYear(input.year);
  const annex = oneOf(input.annex, "annex", ANNEXES);
  const revenue = money(input.monthRevenue, "monthRevenue");
  const rbt12 = money(input.rbt12, "rbt12");
  const porFora = bool(input.porFora, "porFora", false);
  const sub = bool(input.sublimiteExceeded, "sublimiteExceeded", false);
  const y = yearTables(year);
  const t = y.t;
  const core = compute(t, annex, revenue, rbt12, sub);
  const b = core.band;
  const steps: Step[] = [
    step(
      `Faixa do Anexo ${core.annex} (${periodLabel(y)})`,
      `RBT12 ${fmtBRL(core.rbt12Used)}: ${b.band}ª faixa, alíquota nominal ${fmtPct(b.nominal, 2)}, parcela a deduzir ${fmtBRL(b.deduction)}`,
      b.band,
      b.source,
    ),
    step(
      "Alíquota efetiva",
      `(${fmtBRL(core.rbt12Used)} × ${fmtPct(b.nominal, 2)} − ${fmtBRL(b.deduction)}) ÷ ${fmtBRL(core.rbt12Used)} = ${fmtRatio(core.rate.num, core.rate.den)}`,
      core.rate.num / core.rate.den,
      "LC 123/2006, art. 18, §1º-A",
    ),
  ];
  if (core.issCapped) {
    steps.push(
      step(
        `ISS limitado a ${fmtRate(t.simples.issMax.value)}`,
        `ISS = ${fmtBRL(revenue)} × ${fmtRate(t.simples.issMax.value)}; o restante pela nota da 5ª faixa, também ao IBS`,
        toReais(core.split[TAX_INDEX.ISS]),
        t.simples.annexes[core.annex].issCap?.source ?? t.simples.issMax.source,
      ),
    );
  }
  const transfer = band6TransferStep(t, core, revenue);
  if (transfer) steps.push(transfer);
  if (sub) steps.push(outsideStep(t, year));
  const parcels: Partial<Record<SimplesTax, number>> = {};
  const cbsIbsCents = Math.max(0, core.split[TAX_INDEX.CBS]) + Math.max(0, core.split[TAX_INDEX.IBS]);
  for (let i = 0; i < SIMPLES_TAXES.length; i++) {
    const tax = SIMPLES_TAXES[i];
    const value = core.split[i];
    if (value < 0) continue;
    const reformTax = tax === "CBS" || tax === "IBS";
    if (porFora && reformTax) continue;
    // Above the sublimite the local taxes (and IBS) are not in the DAS at all.
    if (sub && (tax === "ICMS" || tax === "ISS" || tax === "IBS")) continue;
    parcels[tax] = toReais(value);
    steps.push(
      step(
        `${tax} no DAS`,
        `parcela de ${tax} pela repartição da ${b.band}ª faixa`,
        toReais(value),
        tax === "CPP" && core.annex === "IV" ? t.payroll.anexoIvPayroll : t.simples.splitRounding,
      ),
    );
  }
  const eff = core.rate.num / core.rate.den;
  const share =
    year === 2026 ? { rate: 0, share: 0, formula: "em 2026 o DAS não tem CBS nem IBS" } : cbsIbsRate(core, t, sub);
  const das = porFora ? core.das - cbsIbsCents : core.das;
  if (year === 2026) {
    steps.push(
      step(
        "CBS/IBS no Simples em 2026",
        "os anexos de 2026 têm PIS e COFINS; as alíquotas de teste não se aplicam ao Simples",
        0,
        "LC 214/2025, art. 348, III, c; art. 544, III",
      ),
    );
  } else if (porFora) {
    steps.push(
      step(
        "DAS sem CBS e IBS (regime regular)",
        `${fmtBRL(core.das)} − CBS e IBS da faixa ${fmtBRL(cbsIbsCents)} = ${fmtBRL(das)}; CBS e IBS apurados pelo regime regular`,
        toReais(das),
        "LC 123/2006, art. 13, §9º (redação da LC 227/2026); Res. CGSN 140/2018, art. 22-A (redação da Res. CGSN 190/2026)",
      ),
    );
  } else {
    steps.push(
      step(
        "CBS + IBS no DAS",
        `${fmtBRL(cbsIbsCents)} de ${fmtBRL(core.das)}`,
        toReais(cbsIbsCents),
        t.cbsIbsTransition?.simples ?? t.simples.splitRounding,
      ),
    );
  }
  if (porFora) steps.push(step("DAS do mês", `DAS sem CBS e IBS`, toReais(das), `LC 123/2006, art. 18; ${y.source}`));
  else {
    const d = dasStep(t, core, revenue);
    steps.push({ ...d, source: `${d.source}; ${y.source}` });
  }
  if (year !== 2026) {
    steps.push(
      step(
        "Alíquota de crédito do comprador (CBS + IBS no DAS)",
        share.formula,
        share.rate,
        "LC 214/2025, art. 47, §9º; LC 123/2006, art. 23, §§1º-A e 2º",
      ),
    );
  }
  return {
    year,
    annex: core.annex,
    band: b.band,
    effectiveRate: eff,
    das: toReais(das),
    parcels,
    cbsIbsInDas: porFora || year === 2026 ? 0 : toReais(cbsIbsCents),
    cbsIbsShare: share.share,
    dasShareRate: share.rate,
    porFora,
    sublimiteExceeded: sub,
    steps,
  };
}

export interface SimplesBuyerCreditInput {
  year: ReformYear;
  /** The seller's annex and RBT12 (the band of the month of the sale). */
  annex: Annex;
  rbt12: number;
  /** Value of the purchase, in reais. */
  invoiceValue: number;
  /** The seller is above the sublimite: IBS is outside its DAS and only the CBS parcel is credited here. Default false. */
  sublimiteExceeded?: boolean;
}

export interface SimplesBuyerCreditResult {
  /** CBS + IBS the buyer credits, in reais. */
  credit: number;
  /** The credit rate on the invoice, as a fraction. */
  rate: number;
  steps: Step[];
}

/**
 * The CBS/IBS credit of a regular-regime buyer on a purchase from a Simples seller that pays them inside
 * the DAS: the amount charged through the Simples, i.e. invoice × effective rate × (CBS% + IBS%) of the
 * seller's band (LC 214/2025 art. 47 §9; LC 123/2006 art. 23 §§1º-A and 2º). Zero in 2026.
 */
export function simplesBuyerCredit(input: SimplesBuyerCreditInput): SimplesBuyerCreditResult {
  const year = reformYear(input.year);
  const annex = oneOf(input.annex, "annex", ANNEXES);
  const rbt12 = money(input.rbt12, "rbt12");
  const invoice = money(input.invoiceValue, "invoiceValue");
  const sub = bool(input.sublimiteExceeded, "sublimiteExceeded", false);
  const y = yearTables(year);
  const t = y.t;
  const source = "LC 214/2025, art. 47, §9º; LC 123/2006, art. 23, §§1º-A e 2º";
  if (year === 2026) {
    return {
      credit: 0,
      rate: 0,
      steps: [
        step(
          "Crédito de CBS/IBS",
          "em 2026 o Simples não recolhe CBS nem IBS: não há crédito",
          0,
          "LC 214/2025, art. 348, III, c",
        ),
      ],
    };
  }
  const core = compute(t, annex, invoice, rbt12, sub);
  const share = cbsIbsRate(core, t, sub);
  let credit: Cents;
  let formula: string;
  if (!core.issCapped && !core.localFromBand5) {
    // The rate printed on the invoice applied once to its value.
    const reps = core.band.reps;
    const repSum = Math.max(0, reps[TAX_INDEX.CBS]) + (sub ? 0 : Math.max(0, reps[TAX_INDEX.IBS]));
    credit = ratio(invoice, core.rate.num, repSum, core.rate.den, REP);
    formula = `${fmtBRL(invoice)} × ${share.formula}`;
  } else {
    // ISS cap or band 6: the CBS and IBS parcels the DAS charges on this value (IBS is 0 above the sublimite).
    credit = Math.max(0, core.split[TAX_INDEX.CBS]) + Math.max(0, core.split[TAX_INDEX.IBS]);
    formula = `CBS + IBS do DAS sobre ${fmtBRL(invoice)}: ${share.formula}`;
  }
  return {
    credit: toReais(credit),
    rate: share.rate,
    steps: [
      step(
        `Alíquota efetiva do vendedor (Anexo ${core.annex}, ${periodLabel(y)})`,
        `${core.band.band}ª faixa, alíquota efetiva ${fmtRatio(core.rate.num, core.rate.den)}`,
        core.rate.num / core.rate.den,
        core.band.source,
      ),
      step("Alíquota do crédito", share.formula, share.rate, source),
      step("Crédito de CBS/IBS do comprador", formula, toReais(credit), source),
      ...(sub
        ? [
            step(
              "IBS do vendedor fora do DAS",
              "vendedor acima do sublimite: o IBS é apurado fora do DAS, e o crédito dele segue o imposto destacado na nota",
              0,
              `LC 123/2006, art. 13-A; ${t.simples.sublimite.source}`,
            ),
          ]
        : []),
    ],
  };
}
