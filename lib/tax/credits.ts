import { TaxInputError } from "./errors";
import { PPM, mulDiv, sum, toCents, toReais, type Cents } from "./money";
import { monthIndex, periodOf, selicOf, selicSeries, type SelicMonth, type SelicSeries } from "./selic";
import { simplesNacional } from "./simples";
import { fmtBRL, fmtRate, fmtRatio, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import { pisCofinsInForce } from "./reform/schedule";
import { integer, money, oneOf, scaled } from "./validate";

/** The credits the estimator knows, each with its legal basis. */
export const CREDIT_TYPES = ["monofasico", "icms_st", "icms_exclusao"] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];
export const CREDIT_REGIMES = ["lucro_presumido", "lucro_real"] as const;
export type CreditRegime = (typeof CREDIT_REGIMES)[number];
/** Simples annexes of goods (the only ones with monofásico or ICMS-ST revenue). */
export const CREDIT_ANNEXES = ["I", "II"] as const;
export type CreditAnnex = (typeof CREDIT_ANNEXES)[number];

/** Restitution and compensation lapse five years after the payment (CTN art. 168, I): 60 monthly periods. */
export const CREDIT_WINDOW_MONTHS = 60;

export const CREDIT_LEGAL_BASIS: Record<CreditType, string> = {
  monofasico:
    "LC 123/2006, art. 18, §4º-A, I; Lei 10.147/2000, art. 2º; Lei 10.485/2002; Lei 13.097/2015; Lei 9.718/1998 (combustíveis)",
  icms_st: "LC 123/2006, art. 18, §4º-A, I e art. 13, §1º, XIII, a",
  icms_exclusao: "STF, RE 574.706 (Tema 69); Lei 9.718/1998, art. 3º; Lei 10.637/2002 e Lei 10.833/2003, art. 1º",
};
const RESTITUTION = "CTN, art. 168, I; Lei 9.250/1995, art. 39, §4º";

export interface CreditMonthInput {
  /** Period of assessment, "YYYY-MM". */
  period: string;
  /** Simples: gross revenue of the month, in reais. */
  revenue?: number;
  /** Simples: RBT12 of that month, in reais. */
  rbt12?: number;
  /** Simples: percent of the month's revenue from monofásico (or ICMS-ST) goods, 0–100. */
  sharePercent?: number;
  /** Presumido/Real: ICMS of the month (the amount excluded from the PIS/COFINS base), in reais. */
  icms?: number;
}

export interface HiddenCreditInput {
  type: CreditType;
  /** Month of the estimate (the compensation month), "YYYY-MM". */
  asOf: string;
  year?: TaxYear;
  annex?: CreditAnnex;
  regime?: CreditRegime;
  /** Every month of the window alike: the `months` periods before `asOf`. */
  steady?: { months: number; revenue?: number; rbt12?: number; sharePercent?: number; icms?: number };
  /** Or month by month (at most 60, inside the window). */
  months?: CreditMonthInput[];
  /**
   * The Selic months after the stored series, as the server holds them (ToolContext.selicMonths, read once per
   * request). Default none: the stored series, its last rate standing in for later months, and the result says so.
   */
  selicMonths?: readonly SelicMonth[];
}

export interface CreditMonthResult {
  period: string;
  /** Revenue of the month (Simples) or the ICMS of the month (exclusion), in reais. */
  base: number;
  /** Revenue the credit is computed on (monofásico/ST share), or the ICMS excluded. */
  creditBase: number;
  credit: number;
  /** Selic accumulated from the month after payment to the month before `asOf`, plus 1% (fraction). */
  selicRate: number;
  corrected: number;
  /** Some month of the correction used the last known Selic. */
  selicEstimated: boolean;
}

export interface HiddenCreditResult {
  type: CreditType;
  asOf: string;
  /** Year of the tables used (Simples bands and repartição, PIS/COFINS rates). */
  year: number;
  annex: CreditAnnex | null;
  regime: CreditRegime | null;
  months: CreditMonthResult[];
  totalNominal: number;
  totalCorrected: number;
  legalBasis: string;
  selic: { source: string; lastMonth: string; estimatedMonths: number };
  steps: Step[];
}

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

function period(value: unknown, field: string): number {
  if (typeof value !== "string" || !PERIOD.test(value)) throw new TaxInputError("INVALID_DATE", field);
  return monthIndex(value);
}

function normalizeMonths(input: HiddenCreditInput, asOf: number): Required<CreditMonthInput>[] {
  const first = asOf - CREDIT_WINDOW_MONTHS;
  if (input.months !== undefined) {
    if (!Array.isArray(input.months) || input.months.length === 0)
      throw new TaxInputError("INVALID_LENGTH", "months", "1–60 meses");
    if (input.months.length > CREDIT_WINDOW_MONTHS) throw new TaxInputError("INVALID_LENGTH", "months", "máximo 60");
    const seen = new Set<number>();
    return input.months.map((m, i) => {
      const idx = period(m.period, `months[${i}].period`);
      if (idx < first || idx >= asOf)
        throw new TaxInputError("OUT_OF_RANGE", `months[${i}].period`, `${periodOf(first)} a ${periodOf(asOf - 1)}`);
      if (seen.has(idx)) throw new TaxInputError("INVALID_OPTION", `months[${i}].period`, "período repetido");
      seen.add(idx);
      return {
        period: periodOf(idx),
        revenue: m.revenue ?? 0,
        rbt12: m.rbt12 ?? 0,
        sharePercent: m.sharePercent ?? 0,
        icms: m.icms ?? 0,
      };
    });
  }
  if (input.steady === undefined) throw new TaxInputError("INVALID_OPTION", "steady", "informe steady ou months");
  const s = input.steady;
  const count = integer(s.months, "steady.months", 1, CREDIT_WINDOW_MONTHS);
  return Array.from({ length: count }, (_, i) => ({
    period: periodOf(asOf - count + i),
    revenue: s.revenue ?? 0,
    rbt12: s.rbt12 ?? 0,
    sharePercent: s.sharePercent ?? 0,
    icms: s.icms ?? 0,
  }));
}

/** Hundredths of a percent of Selic for a payment made in month `paid`, compensated in `asOf` (Lei 9.250 art. 39 §4º). */
function selicCorrection(series: SelicSeries, paid: number, asOf: number): { rate: number; estimated: boolean } {
  let rate = 100; // 1% for the month of the compensation
  let estimated = false;
  for (let k = paid + 1; k < asOf; k++) {
    const s = selicOf(k, series);
    rate += s.rate;
    estimated ||= s.estimated;
  }
  return { rate, estimated };
}

/**
 * Estimate of a hidden tax credit, month by month over the last 60 periods, nominal and Selic-corrected
 * (CTN art. 168; Lei 9.250/1995 art. 39 §4º). Monofásico and ICMS-ST in the Simples: the PIS+COFINS (or
 * ICMS) share of the DAS on that revenue (LC 123 art. 18 §4º-A); ICMS out of the PIS/COFINS base for the
 * Presumido and the Real: ICMS × the regime's PIS+COFINS rate (STF RE 574.706, Tema 69).
 */
export function hiddenCredit(input: HiddenCreditInput): HiddenCreditResult {
  const type = oneOf(input.type, "type", CREDIT_TYPES);
  const asOf = period(input.asOf, "asOf");
  const t = tablesFor(input.year);
  const simples = type !== "icms_exclusao";
  const annex = simples ? oneOf(input.annex, "annex", CREDIT_ANNEXES) : null;
  const regime = simples ? null : oneOf(input.regime, "regime", CREDIT_REGIMES);
  const rows = normalizeMonths(input, asOf);
  const series = selicSeries(Array.isArray(input.selicMonths) ? input.selicMonths : []);
  const pisCofins =
    regime === null
      ? 0
      : regime === "lucro_presumido"
        ? t.presumido.pis.value + t.presumido.cofins.value
        : t.real.pis.value + t.real.cofins.value;

  // PIS and COFINS end on 01/01/2027 (LC 214/2025 arts. 542 and 544, III): a month of 2027 on (or computed with
  // tables without them) has no PIS/COFINS to recover, monofásico or on the ICMS; ICMS-ST in the DAS goes on.
  const pisCofinsGone = (idx: number) =>
    type !== "icms_st" && (!pisCofinsInForce(Math.floor(idx / 12)) || !pisCofinsInForce(t.year));
  let ended = 0;
  const months: CreditMonthResult[] = rows.map((m, i) => {
    const idx = monthIndex(m.period);
    let base: Cents;
    let creditBase: Cents;
    let credit: Cents;
    if (pisCofinsGone(idx)) {
      base = money(annex !== null ? m.revenue : m.icms, annex !== null ? `months[${i}].revenue` : `months[${i}].icms`);
      creditBase = 0;
      credit = 0;
      ended++;
    } else if (annex !== null) {
      base = money(m.revenue, `months[${i}].revenue`);
      const share = scaled(m.sharePercent, `months[${i}].sharePercent`, 100, 0, 100);
      creditBase = mulDiv(base, share, 10_000);
      const rbt12 = money(m.rbt12, `months[${i}].rbt12`);
      const das = simplesNacional({
        year: input.year,
        annex,
        monthRevenue: toReais(creditBase),
        rbt12: toReais(rbt12),
      });
      credit =
        type === "monofasico"
          ? toCents(das.split.PIS ?? 0) + toCents(das.split.COFINS ?? 0)
          : toCents(das.split.ICMS ?? 0);
    } else {
      base = money(m.icms, `months[${i}].icms`);
      creditBase = base;
      credit = mulDiv(base, pisCofins, PPM);
    }
    // The DAS (or the PIS/COFINS) of period m is paid in m + 1.
    const selic = selicCorrection(series, idx + 1, asOf);
    const corrected = credit + mulDiv(credit, selic.rate, 10_000);
    return {
      period: m.period,
      base: toReais(base),
      creditBase: toReais(creditBase),
      credit: toReais(credit),
      selicRate: selic.rate / 10_000,
      corrected: toReais(corrected),
      selicEstimated: selic.estimated,
    };
  });

  const nominal = sum(months.map((m) => toCents(m.credit)));
  const corrected = sum(months.map((m) => toCents(m.corrected)));
  const estimatedMonths = months.filter((m) => m.selicEstimated).length;
  const first = months[0];
  const firstLabel = `${first.period.slice(5, 7)}/${first.period.slice(0, 4)}`;
  const steps: Step[] = [
    ...(ended > 0
      ? [
          step(
            "PIS e COFINS a partir de 2027: não se aplica",
            type === "monofasico"
              ? `${ended} ${ended === 1 ? "mês" : "meses"} sem PIS/COFINS (extintos em 01/01/2027): não há PIS/COFINS monofásico a recuperar; a CBS monofásica dos combustíveis (LC 214/2025, arts. 172 a 180) não é estimada aqui`
              : `${ended} ${ended === 1 ? "mês" : "meses"} sem PIS/COFINS (extintos em 01/01/2027): não há PIS/COFINS sobre o ICMS a recuperar; desde 2027 o ICMS fica fora da base da CBS e do IBS pela própria lei (ADCT, art. 133)`,
            0,
            "LC 214/2025, arts. 542 e 544, III",
          ),
        ]
      : []),
    annex !== null
      ? step(
          `Crédito de ${firstLabel}`,
          `DAS sobre ${fmtBRL(toCents(first.creditBase))} (Anexo ${annex}) × parcela de ${type === "monofasico" ? "PIS + COFINS" : "ICMS"} da repartição`,
          first.credit,
          CREDIT_LEGAL_BASIS[type],
        )
      : step(
          `Crédito de ${firstLabel}`,
          `${fmtBRL(toCents(first.creditBase))} de ICMS × ${fmtRate(pisCofins)} (PIS + COFINS ${regime === "lucro_presumido" ? "cumulativos" : "não cumulativos"})`,
          first.credit,
          CREDIT_LEGAL_BASIS[type],
        ),
    step(
      "Total nominal",
      `soma de ${months.length} ${months.length === 1 ? "mês" : "meses"}`,
      toReais(nominal),
      RESTITUTION,
    ),
    step(
      "Total corrigido pela Selic (estimativa)",
      `${fmtBRL(nominal)} + Selic acumulada de cada mês (${fmtRatio(corrected - nominal, nominal || 1, 2)} no total)`,
      toReais(corrected),
      `${RESTITUTION}; ${series.source}, até ${series.lastMonth}`,
    ),
  ];

  return {
    type,
    asOf: periodOf(asOf),
    year: t.year,
    annex,
    regime,
    months,
    totalNominal: toReais(nominal),
    totalCorrected: toReais(corrected),
    legalBasis: CREDIT_LEGAL_BASIS[type],
    selic: { source: series.source, lastMonth: series.lastMonth, estimatedMonths },
    steps,
  };
}
