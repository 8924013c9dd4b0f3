import { TaxInputError } from "./errors";
import { applyRate, mulDiv, toReais, type Cents } from "./money";
import { fmtBRL, fmtPct, fmtRate, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { TaxTables } from "./tables/types";
import { isoDate, oneOf } from "./validate";

export type MeiActivity = "comercio" | "industria" | "servicos" | "comercio_servicos" | "caminhoneiro";
export const MEI_ACTIVITIES: readonly MeiActivity[] = [
  "comercio",
  "industria",
  "servicos",
  "comercio_servicos",
  "caminhoneiro",
];

/** Which fixed amounts a MEI Caminhoneiro pays: ICMS on inter/intra-state freight, ISS on municipal freight. */
export type CaminhoneiroScope = "icms" | "iss" | "icms_iss";

export interface MeiDasInput {
  year?: TaxYear;
  activity: MeiActivity;
  /** Only for 'caminhoneiro'. Default 'icms' (freight between municipalities). */
  caminhoneiroScope?: CaminhoneiroScope;
}

export interface MeiDasResult {
  inss: number;
  icms: number;
  iss: number;
  /** From 2027: the fixed CBS and IBS of the DAS-MEI (Res. CGSN 190/2026 art. 7º), each rounded to the centavo. */
  cbs: number;
  ibs: number;
  total: number;
  steps: Step[];
}

export interface MeiDasCore {
  inss: Cents;
  icms: Cents;
  iss: Cents;
  cbs: Cents;
  ibs: Cents;
  total: Cents;
}

export function computeMeiDas(t: TaxTables, activity: MeiActivity, scope: CaminhoneiroScope = "icms"): MeiDasCore {
  const m = t.mei;
  const tac = activity === "caminhoneiro";
  const inss = applyRate(t.minimumWage.value, tac ? m.caminhoneiroInssRate.value : m.inssRate.value);
  const hasIcms = tac ? scope !== "iss" : activity !== "servicos";
  const hasIss = tac ? scope !== "icms" : activity === "servicos" || activity === "comercio_servicos";
  const icms = hasIcms ? m.icms.value : 0;
  const iss = hasIss ? m.iss.value : 0;
  // Thousandths of a real → centavos, half-up on each tax as the DAS prints it: 0,994 → 0,99; 0,006 → 0,01.
  const fixed = m.reformFixed?.applied ? m.reformFixed : null;
  const cbs = fixed ? mulDiv(fixed.cbs, 1, 10) : 0;
  const ibs = fixed ? mulDiv(fixed.ibs, 1, 10) : 0;
  return { inss, icms, iss, cbs, ibs, total: inss + icms + iss + cbs + ibs };
}

/** Monthly DAS-MEI (LC 123/2006 art. 18-A §3º, V; art. 18-F; Res. CGSN 140/2018 art. 101). */
export function meiDas(input: MeiDasInput): MeiDasResult {
  const t = tablesFor(input.year);
  const activity = oneOf(input.activity, "activity", MEI_ACTIVITIES);
  const scope =
    input.caminhoneiroScope === undefined
      ? "icms"
      : oneOf(input.caminhoneiroScope, "caminhoneiroScope", ["icms", "iss", "icms_iss"] as const);
  const c = computeMeiDas(t, activity, scope);
  const tac = activity === "caminhoneiro";
  const rate = tac ? t.mei.caminhoneiroInssRate : t.mei.inssRate;
  const steps: Step[] = [
    step(
      "INSS",
      `${fmtPct(rate.value, 2)} × salário mínimo ${fmtBRL(t.minimumWage.value)}`,
      toReais(c.inss),
      `${rate.source}; ${t.minimumWage.source}`,
    ),
    step("ICMS", c.icms ? "valor fixo" : "não se aplica à atividade", toReais(c.icms), t.mei.icms.source),
    step("ISS", c.iss ? "valor fixo" : "não se aplica à atividade", toReais(c.iss), t.mei.iss.source),
  ];
  const fixed = t.mei.reformFixed;
  if (fixed?.applied) {
    steps.push(
      step(
        "CBS e IBS no DAS-MEI (a confirmar no DOU)",
        `valores fixos de 2027–2028: CBS ${fmtMilli(fixed.cbs)} + IBS ${fmtMilli(fixed.ibs)} = ${fmtMilli(fixed.cbs + fixed.ibs)} por mês, além do ICMS ${fmtMilli(fixed.icms)} e do ISS ${fmtMilli(fixed.iss)} de hoje; por tributo, ao centavo: CBS ${fmtBRL(c.cbs)} e IBS ${fmtBRL(c.ibs)}`,
        toReais(c.cbs + c.ibs),
        `${fixed.source} [${fixed.grade}]`,
      ),
    );
  }
  steps.push(
    step(
      "DAS-MEI mensal",
      `${fmtBRL(c.inss)} + ${fmtBRL(c.icms)} + ${fmtBRL(c.iss)}${fixed?.applied ? ` + ${fmtBRL(c.cbs)} + ${fmtBRL(c.ibs)}` : ""}`,
      toReais(c.total),
      "Res. CGSN 140/2018, art. 101",
    ),
  );
  if (fixed && !fixed.applied) {
    steps.push(
      step(
        "CBS/IBS no DAS-MEI (a confirmar)",
        `valores publicados para 2027–2028: ICMS ${fmtMilli(fixed.icms)}, ISS ${fmtMilli(fixed.iss)}, CBS ${fmtMilli(fixed.cbs)}, IBS ${fmtMilli(fixed.ibs)}; não aplicados: ${fixed.note}`,
        0,
        `${fixed.source} [${fixed.grade}]`,
      ),
    );
  }
  return {
    inss: toReais(c.inss),
    icms: toReais(c.icms),
    iss: toReais(c.iss),
    cbs: toReais(c.cbs),
    ibs: toReais(c.ibs),
    total: toReais(c.total),
    steps,
  };
}

/** Thousandths of a real as "R$ 0,994" (three decimals only where the third is not zero). */
function fmtMilli(milli: number): string {
  return milli % 10 === 0 ? fmtBRL(milli / 10) : `${fmtBRL(Math.floor(milli / 10))}${milli % 10}`;
}

export interface MeiLimitInput {
  year?: TaxYear;
  /** Start of activity 'YYYY-MM-DD'; a start in an earlier year (or none) means the whole year. */
  startDate?: string;
  /** Default false: the general limit; true: MEI Caminhoneiro limit. */
  caminhoneiro?: boolean;
}

export interface MeiLimitResult {
  months: number;
  limit: number;
  /** Up to 20% above the limit the MEI stays MEI until December (art. 18-A §7º, III, a). */
  limitWithTolerance: number;
  steps: Step[];
}

/** Months of activity in the calendar year `year`, counting a partial month as whole. */
export function monthsInYear(year: number, startDate: string | undefined, field = "startDate"): number {
  if (startDate === undefined) return 12;
  const d = isoDate(startDate, field);
  if (d.year > year) throw new TaxInputError("INVALID_DATE", field, "início posterior ao ano calculado");
  return d.year < year ? 12 : 12 - d.month + 1;
}

export function computeMeiLimit(
  t: TaxTables,
  months: number,
  caminhoneiro: boolean,
): { limit: Cents; withTolerance: Cents } {
  const annual = caminhoneiro ? t.mei.caminhoneiroLimit.value : t.mei.limit.value;
  const limit = months === 12 ? annual : caminhoneiro ? mulDiv(annual, months, 12) : t.mei.limitPerMonth.value * months;
  return { limit, withTolerance: limit + applyRate(limit, t.mei.tolerance.value) };
}

/** MEI revenue limit for the year, proportional in the first year (LC 123/2006 art. 18-A §§1º, 2º, 7º). */
export function meiLimit(input: MeiLimitInput): MeiLimitResult {
  const t = tablesFor(input.year);
  const months = monthsInYear(t.year, input.startDate);
  const tac = input.caminhoneiro === true;
  const { limit, withTolerance } = computeMeiLimit(t, months, tac);
  const source = tac ? t.mei.caminhoneiroLimit.source : months === 12 ? t.mei.limit.source : t.mei.limitPerMonth.source;
  const steps: Step[] = [
    step(
      "Meses de atividade no ano",
      months === 12 ? "ano completo" : `do mês de início até dezembro (mês parcial conta inteiro)`,
      months,
      t.mei.limitPerMonth.source,
    ),
    step(
      "Limite de receita",
      months === 12
        ? `limite anual ${fmtBRL(limit)}`
        : tac
          ? `${fmtBRL(t.mei.caminhoneiroLimit.value)} × ${months} ÷ 12`
          : `${fmtBRL(t.mei.limitPerMonth.value)} × ${months}`,
      toReais(limit),
      source,
    ),
    step(
      `Limite com tolerância de ${fmtRate(t.mei.tolerance.value)}`,
      `${fmtBRL(limit)} + ${fmtRate(t.mei.tolerance.value)}`,
      toReais(withTolerance),
      t.mei.tolerance.source,
    ),
  ];
  return { months, limit: toReais(limit), limitWithTolerance: toReais(withTolerance), steps };
}
