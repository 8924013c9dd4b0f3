import { pct } from "../money";
import type { OptionWindow, ReferenceScenario, ReformReduction, ReformYear, SourceGrade } from "../reform/types";
import type { Ppm } from "../money";

/**
 * The consumption-tax reform as data (EC 132/2023; LC 214/2025; LC 227/2026): what each year of the
 * transition 2026–2033 charges, the reference-rate scenarios, the reduced-rate regimes and the Simples
 * option windows. Every entry carries its source, its grade (docs/reform-2027.md: [P] law text seen, [S]
 * secondary, [R] repository transcription, [M] unverified) and the date of the source. Nothing here is a
 * reference rate: those are scenarios, chosen by the caller.
 */

/** Where a reform figure comes from. */
export interface ReformSource {
  source: string;
  grade: SourceGrade;
  /** ISO date of the source (the act's publication, or of the text that reports it). */
  date: string;
}

/** CBS of a year: the 2026 test rate, or the reference rate minus a cut (0,1 p.p. in 2027–2028, none after). */
export type CbsRule = ReformSource & ({ mode: "test"; rate: Ppm } | { mode: "reference"; cut: Ppm });

/** IBS of a year: the 2026 test rate, fixed state + municipal rates (2027–2028), or a share of the IBS reference (2029+). */
export type IbsRule = ReformSource &
  (
    | { mode: "test"; rate: Ppm }
    /** `reduced`: the rule that the reduced-rate regimes reduce the fixed rates too, with its source and grade. */
    | { mode: "fixed"; state: Ppm; municipal: Ppm; reduced: ReformSource }
    | { mode: "reference"; share: Ppm }
  );

export interface ReformYearParams {
  year: ReformYear;
  cbs: CbsRule;
  ibs: IbsRule;
  /** ICMS and ISS rates are multiplied by this (ADCT art. 128): 100% to 2028, 90…60% in 2029–2032, zero (extinct) in 2033. */
  icmsIss: ReformSource & { factor: Ppm };
  /** PIS and COFINS still charged this year (to 2026 only). */
  pisCofins: ReformSource & { inForce: boolean };
  /** IPI: in force, or rate zero except products with industrialisation incentive in the Zona Franca de Manaus. */
  ipi: ReformSource & { zeroOutsideZfm: boolean };
  /** Who shows and pays CBS/IBS this year: in 2026 the test rates are not applied to Simples optants. */
  simples: ReformSource & { cbsIbsInDas: boolean };
  /** Short pt-BR note for the year row of a regular-regime company. */
  note: string;
  /** The same for a Simples company (inside the DAS). */
  simplesNote: string;
}

const LC214 = "2025-01-16";
const LC227 = "2026-01-14";
const EC132 = "2023-12-20";

const TEST_CBS: CbsRule = {
  mode: "test",
  rate: pct(0.9),
  source: "LC 214/2025, art. 346 (alíquota de teste da CBS em 2026)",
  grade: "S",
  date: LC214,
};
const TEST_IBS: IbsRule = {
  mode: "test",
  rate: pct(0.1),
  source: "LC 214/2025, art. 343 (alíquota estadual de teste do IBS em 2026)",
  grade: "S",
  date: LC214,
};
const CBS_CUT: CbsRule = {
  mode: "reference",
  cut: pct(0.1),
  source: "LC 214/2025, art. 347 (CBS de 2027 e 2028 = alíquota de referência − 0,1 ponto percentual)",
  grade: "R",
  date: LC214,
};
const CBS_FULL: CbsRule = {
  mode: "reference",
  cut: 0,
  source: "LC 214/2025, art. 349, I (alíquota de referência da CBS fixada pelo Senado)",
  grade: "S",
  date: LC214,
};
const IBS_FIXED: IbsRule = {
  mode: "fixed",
  state: pct(0.05),
  municipal: pct(0.05),
  source: "LC 214/2025, art. 344 (IBS de 2027 e 2028: 0,05% estadual + 0,05% municipal)",
  grade: "R",
  date: LC214,
  reduced: {
    source:
      "LC 214/2025, art. 344, parágrafo único, I (nos regimes com redução de alíquota, o IBS de 2027 e 2028 é reduzido na mesma proporção)",
    grade: "P",
    date: LC214,
  },
};
const ibsShare = (percent: number): IbsRule => ({
  mode: "reference",
  share: pct(percent),
  source: `ADCT, arts. 128 e 129 (EC 132/2023); LC 214/2025, art. 349, II: IBS calibrado para substituir ${percent}% do ICMS/ISS`,
  grade: "S",
  date: EC132,
});
const icmsIss = (percent: number, source: string): ReformYearParams["icmsIss"] => ({
  factor: pct(percent),
  source,
  grade: "M",
  date: EC132,
});
const ICMS_ISS_FULL = icmsIss(100, "ICMS e ISS integrais até 2028 (ADCT, art. 128, EC 132/2023)");
const PIS_COFINS_2026: ReformYearParams["pisCofins"] = {
  inForce: true,
  source: "Lei 9.715/1998; Lei 9.718/1998; Leis 10.637/2002 e 10.833/2003",
  grade: "P",
  date: "2026-01-01",
};
const PIS_COFINS_END: ReformYearParams["pisCofins"] = {
  inForce: false,
  source:
    "LC 214/2025, art. 542 (revogação de PIS e COFINS), vigência em 01/01/2027 pelo art. 544, III (redação da LC 227/2026)",
  grade: "R",
  date: LC227,
};
const IPI_2026: ReformYearParams["ipi"] = {
  zeroOutsideZfm: false,
  source: "Lei 4.502/1964 (IPI em vigor)",
  grade: "P",
  date: "2026-01-01",
};
const IPI_ZERO: ReformYearParams["ipi"] = {
  zeroOutsideZfm: true,
  source:
    "ADCT, art. 126, III, a (EC 132/2023): IPI com alíquota zero, exceto produtos com incentivo na Zona Franca de Manaus",
  grade: "R",
  date: EC132,
};
const SIMPLES_2026: ReformYearParams["simples"] = {
  cbsIbsInDas: false,
  source: "LC 214/2025, art. 348, III, c (alíquotas de teste não se aplicam a optantes do Simples Nacional)",
  grade: "R",
  date: LC214,
};
const SIMPLES_DAS: ReformYearParams["simples"] = {
  cbsIbsInDas: true,
  source: "LC 123/2006, art. 13, IX e X e Anexos (redação da LC 214/2025, art. 519); Res. CGSN 190/2026",
  grade: "R",
  date: LC227,
};

/** The transition, year by year (docs/reform-2027.md, "Regimes regulares, cenários e a decisão do Simples"). */
export const REFORM_SCHEDULE: Readonly<Record<ReformYear, ReformYearParams>> = {
  2026: {
    year: 2026,
    cbs: TEST_CBS,
    ibs: TEST_IBS,
    icmsIss: ICMS_ISS_FULL,
    pisCofins: PIS_COFINS_2026,
    ipi: IPI_2026,
    simples: SIMPLES_2026,
    note: "ano de teste: CBS 0,9% e IBS 0,1% destacados na nota, pagamento dispensado",
    simplesNote: "PIS e COFINS no DAS; alíquotas de teste não se aplicam ao Simples",
  },
  2027: {
    year: 2027,
    cbs: CBS_CUT,
    ibs: IBS_FIXED,
    icmsIss: ICMS_ISS_FULL,
    pisCofins: PIS_COFINS_END,
    ipi: IPI_ZERO,
    simples: SIMPLES_DAS,
    note: "CBS cheia; PIS e COFINS extintos; IBS 0,1%",
    simplesNote: "CBS e IBS no DAS no lugar de PIS e COFINS",
  },
  2028: {
    year: 2028,
    cbs: CBS_CUT,
    ibs: IBS_FIXED,
    icmsIss: ICMS_ISS_FULL,
    pisCofins: PIS_COFINS_END,
    ipi: IPI_ZERO,
    simples: SIMPLES_DAS,
    note: "como 2027",
    simplesNote: "como 2027",
  },
  2029: {
    year: 2029,
    cbs: CBS_FULL,
    ibs: ibsShare(10),
    icmsIss: icmsIss(90, "ADCT, art. 128, I (EC 132/2023): alíquotas de ICMS e ISS reduzidas a 9/10"),
    pisCofins: PIS_COFINS_END,
    ipi: IPI_ZERO,
    simples: SIMPLES_DAS,
    note: "IBS 10%; ICMS/ISS × 0,9",
    simplesNote: "10% da parcela de ICMS/ISS do DAS passa ao IBS",
  },
  2030: {
    year: 2030,
    cbs: CBS_FULL,
    ibs: ibsShare(20),
    icmsIss: icmsIss(80, "ADCT, art. 128, II (EC 132/2023): alíquotas de ICMS e ISS reduzidas a 8/10"),
    pisCofins: PIS_COFINS_END,
    ipi: IPI_ZERO,
    simples: SIMPLES_DAS,
    note: "IBS 20%; ICMS/ISS × 0,8",
    simplesNote: "20% da parcela de ICMS/ISS do DAS passa ao IBS",
  },
  2031: {
    year: 2031,
    cbs: CBS_FULL,
    ibs: ibsShare(30),
    icmsIss: icmsIss(70, "ADCT, art. 128, III (EC 132/2023): alíquotas de ICMS e ISS reduzidas a 7/10"),
    pisCofins: PIS_COFINS_END,
    ipi: IPI_ZERO,
    simples: SIMPLES_DAS,
    note: "IBS 30%; ICMS/ISS × 0,7",
    simplesNote: "30% da parcela de ICMS/ISS do DAS passa ao IBS",
  },
  2032: {
    year: 2032,
    cbs: CBS_FULL,
    ibs: ibsShare(40),
    icmsIss: icmsIss(60, "ADCT, art. 128, IV (EC 132/2023): alíquotas de ICMS e ISS reduzidas a 6/10"),
    pisCofins: PIS_COFINS_END,
    ipi: IPI_ZERO,
    simples: SIMPLES_DAS,
    note: "IBS 40%; ICMS/ISS × 0,6",
    simplesNote: "40% da parcela de ICMS/ISS do DAS passa ao IBS",
  },
  2033: {
    year: 2033,
    cbs: CBS_FULL,
    ibs: ibsShare(100),
    icmsIss: icmsIss(0, "ADCT, art. 129 (EC 132/2023): ICMS e ISS extintos em 2033"),
    pisCofins: PIS_COFINS_END,
    ipi: IPI_ZERO,
    simples: SIMPLES_DAS,
    note: "IBS integral; ICMS e ISS extintos",
    simplesNote: "IBS no lugar de ICMS e ISS no DAS",
  },
};

/**
 * The reference-rate scenarios offered until the Senate fixes the rates (LC 214/2025, art. 349; TCU
 * fallback after 22/12, §2). The first is the default. Estimates, not law.
 */
export const REFERENCE_SCENARIOS: readonly ReferenceScenario[] = [
  {
    id: "fazenda_2024",
    name: "CBS 8,8% + IBS 17,7% (26,5%)",
    cbsPercent: 8.8,
    ibsPercent: 17.7,
    source:
      "Ministério da Fazenda, estimativa do PLP 68/2024 (CBS 8,8% + IBS 17,7% = 26,5%), noticiada por R7 em 23/08/2024",
    date: "2024-08-23",
    grade: "S",
    official: false,
  },
  {
    id: "cgibs_2026",
    name: "CBS 9,21% + IBS 18,70% (27,91%)",
    cbsPercent: 9.21,
    ibsPercent: 18.7,
    source: "Res. CGIBS nº 14/2026, estimativa noticiada por Contábeis e BMA",
    date: "2026-07-31",
    grade: "R",
    official: false,
  },
];

/** Bounds an entered reference rate must respect (exclusive), in percent: a typo guard, not law. */
export const REFERENCE_RATE_BOUNDS = { minPercent: 0, maxPercent: 50 };

export interface ReductionRule extends ReformSource {
  /** Share of the rate taken off: 30% → the rate × 0,7. */
  reduction: Ppm;
  label: string;
  /** Conditions the company must meet, listed in the memória. */
  conditions: readonly string[];
}

/** Reduced-rate regimes of LC 214/2025 (applied to CBS and IBS alike, every year of the transition). */
export const REFORM_REDUCTIONS: Readonly<Record<ReformReduction, ReductionRule>> = {
  none: {
    reduction: 0,
    label: "alíquota padrão",
    conditions: [],
    source: "LC 214/2025, art. 14 (alíquota padrão)",
    grade: "S",
    date: LC214,
  },
  art127_30: {
    reduction: pct(30),
    label: "redução de 30% (profissões intelectuais regulamentadas)",
    conditions: [
      "os sócios têm a habilitação profissional do objeto social e são fiscalizados pelo conselho da profissão",
      "nenhum sócio é pessoa jurídica",
      "a sociedade não é sócia de outra pessoa jurídica",
      "não exerce atividade diversa das habilitações dos sócios",
      "os serviços são prestados diretamente pelos sócios (com auxiliares ou colaboradores)",
    ],
    source:
      "LC 214/2025, art. 127, caput e §1º (18 profissões: administradores, advogados, contabilistas, engenheiros, economistas...)",
    grade: "P",
    date: LC214,
  },
  art128_60: {
    reduction: pct(60),
    label: "redução de 60% (saúde, educação, alimentos do Anexo VII, higiene do Anexo VIII...)",
    conditions: ["o bem ou serviço consta do art. 128 e do anexo correspondente (NBS/NCM e cClassTrib)"],
    source: "LC 214/2025, art. 128, I a XIII (com arts. 129 a 136 e Anexos II a VIII)",
    grade: "P",
    date: LC214,
  },
  zero: {
    reduction: pct(100),
    label: "alíquota zero (cesta básica nacional, Anexo I; hortícolas, frutas e ovos, Anexo XV)",
    conditions: ["o produto consta do Anexo I (art. 125) ou do Anexo XV (art. 148) da LC 214/2025"],
    source: "LC 214/2025, arts. 125 e 148 (Anexos I e XV)",
    grade: "R",
    date: LC214,
  },
};

/**
 * Default credit rate on purchases from Simples suppliers when the caller does not know it: Anexo I with a
 * 6,00% effective rate × (CBS 15,33% + IBS 0,17% of the DAS) = 0,93% of the invoice. An estimate.
 */
export const SIMPLES_SUPPLIER_CREDIT_ESTIMATE: ReformSource & { rate: Ppm } = {
  rate: pct(0.93),
  source:
    "estimativa: fornecedor do Anexo I com alíquota efetiva de 6,00% × (CBS 15,33% + IBS 0,17%) = 0,93% (LC 214/2025, art. 47, §9º, II; LC 123/2006, art. 23, §1º-A)",
  grade: "R",
  date: "2026-10-09",
};

/** One recurring window of the Simples option for the regular IBS/CBS regime (LC 123 art. 13 §10; Res. CGSN 190 arts. 40-C/40-D). */
export interface OptionWindowRule {
  /** Which half of the year the option covers: 1 = from January (window in the previous September), 2 = from July (window in March). */
  half: number;
  /** Months are 1–12; a window of the first half opens in the year before. */
  optMonth: number;
  optFromDay: number;
  optUntilDay: number;
  cancelMonth: number;
  cancelUntilDay: number;
  effectiveMonth: number;
}

export const OPTION_WINDOW_RULES: readonly OptionWindowRule[] = [
  { half: 1, optMonth: 9, optFromDay: 1, optUntilDay: 30, cancelMonth: 11, cancelUntilDay: 30, effectiveMonth: 1 },
  { half: 2, optMonth: 3, optFromDay: 1, optUntilDay: 31, cancelMonth: 5, cancelUntilDay: 31, effectiveMonth: 7 },
];

export const OPTION_WINDOW_SOURCE: ReformSource = {
  source:
    "LC 123/2006, art. 13, §10 (redação da LC 227/2026: opção semestral e irretratável, em setembro e março); Res. CGSN 190/2026, arts. 40-C e 40-D (cancelamento até 30/11 e 31/05)",
  grade: "R",
  date: "2026-08-04",
};

/** The first semesters whose windows follow the rule, and the last one generated. */
export const OPTION_WINDOW_SPAN = { firstRuleYear: 2027, firstRuleHalf: 2, lastYear: 2033 };

export const OPTION_WINDOW_NOTE = "confira no Portal do Simples Nacional";

/** The first cycle (1st semester 2027), as extended by Res. CGSN 194/2026 (older reading: 30/09 and 30/11/2026). */
export const FIRST_OPTION_WINDOW: OptionWindow & { cancelFrom: string } = {
  semester: "2027-1",
  optFrom: "2026-09-01",
  optUntil: "2026-10-30",
  cancelFrom: "2026-11-03",
  cancelUntil: "2026-12-20",
  effectiveFrom: "2027-01-01",
  source: "Res. CGSN 194/2026 (DOU de 28/09/2026, edição extra), alterando a Res. CGSN 186/2026",
  grade: "R",
  note: `prazos do primeiro ciclo prorrogados pela Res. CGSN 194/2026 (leitura anterior: opção até 30/09 e cancelamento até 30/11/2026); ${OPTION_WINDOW_NOTE}`,
};
