import { pct } from "../money";
import { TABLES_2026 } from "./2026";
import { MEI_FIXED_2027, RBT12_LAG_FROM, SIMPLES_2027_2028 } from "./simples-reform";
import type { TaxTables } from "./types";

/**
 * The figures of 2027 not yet published on the date below, carried from 2026: the ONE place to update
 * when each act appears (remove its entry and write the new figure with its source). Every step that
 * prints one of these figures' sources says "PROVISÓRIO" with the date.
 */
export const PROVISIONAL_2027 = {
  date: "2026-11-26",
  items: {
    minimumWage: "salário mínimo (decreto de 2027 não publicado)",
    inss: "faixas e teto do INSS (portaria MPS/MF de 2027 não publicada)",
    irrf: "tabela mensal do IRRF, dedução por dependente, desconto simplificado e redução da Lei 15.270",
    irpfAnnual: "tabela anual do IRPF e redução anual",
    salarioFamilia: "cota e limite de renda do salário-família (portaria de 2027 não publicada)",
  },
} as const;

type Carried = keyof typeof PROVISIONAL_2027.items;

/** The source of a figure carried from 2026, marked provisional with the date. */
function carried(item: Carried, source: string): string {
  return `PROVISÓRIO em ${PROVISIONAL_2027.date}: ${PROVISIONAL_2027.items[item]}, mantido o valor de 2026 — ${source}`;
}

const T = TABLES_2026;
const irpfAnnual2026 = T.irpfAnnual as NonNullable<TaxTables["irpfAnnual"]>;

/**
 * Calendar year 2027: the first year of the consumption-tax reform. The Simples annexes carry CBS and
 * IBS instead of COFINS and PIS (LC 214/2025 arts. 517, 519 and 544, III), the RBT12 window moves one
 * month back, and the 2026 test rates end. The Presumido/Real PIS/COFINS rates stay here unused: from
 * 2027 `pisCofinsInForce` (lib/tax/reform/schedule.ts, from the REFORM_SCHEDULE schedule in tables/reform.ts)
 * turns them off, and compareRegimes charges CBS/IBS with credits under a reference-rate scenario instead.
 * Figures not yet published are in PROVISIONAL_2027.
 */
export const TABLES_2027: TaxTables = {
  ...T,
  year: 2027,
  minimumWage: { ...T.minimumWage, source: carried("minimumWage", T.minimumWage.source) },
  inss: { ...T.inss, source: carried("inss", T.inss.source) },
  irrf: {
    ...T.irrf,
    source: carried("irrf", T.irrf.source),
    dependent: { ...T.irrf.dependent, source: carried("irrf", T.irrf.dependent.source) },
    simplified: { ...T.irrf.simplified, source: carried("irrf", T.irrf.simplified.source) },
  },
  irpfAnnual: { ...irpfAnnual2026, source: carried("irpfAnnual", irpfAnnual2026.source) },
  simples: {
    ...T.simples,
    annexes: SIMPLES_2027_2028.annexes,
    sublimite: {
      ...T.simples.sublimite,
      source: "LC 123/2006, art. 13-A; Res. CGSN 140/2018, art. 9º (redação da Res. CGSN 190/2026: ICMS, ISS e IBS)",
    },
    issMax: SIMPLES_2027_2028.issMax ?? T.simples.issMax,
    rbt12Lag: { value: RBT12_LAG_FROM.value.months, source: RBT12_LAG_FROM.source },
    startup:
      "LC 123/2006, art. 18, §2º; Res. CGSN 140/2018, art. 22, §§2º e 4º (redação da Res. CGSN 190/2026: 1º e 2º mês na 1ª faixa; do 3º ao 13º, média dos meses antecedentes ao mês anterior × 12)",
    band6: "Res. CGSN 140/2018, art. 21, IV (redação da Res. CGSN 190/2026): ICMS, ISS e IBS pela fórmula da 5ª faixa",
  },
  mei: { ...T.mei, reformFixed: MEI_FIXED_2027 },
  payroll: {
    ...T.payroll,
    cprb: {
      value: { revenueShare: pct(40), payrollCpp: pct(15) },
      source: "Lei 12.546/2011, art. 9º-A (Lei 14.973/2024): 2027",
    },
    salarioFamilia: { ...T.payroll.salarioFamilia, source: carried("salarioFamilia", T.payroll.salarioFamilia.source) },
  },
  cbsIbs: null,
  cbsIbsTransition: {
    cbs: "LC 214/2025, art. 347 (CBS pela alíquota de referência reduzida em 0,1 ponto percentual em 2027 e 2028)",
    ibs: "LC 214/2025, art. 344 (IBS de 0,05% estadual + 0,05% municipal em 2027 e 2028)",
    pisCofinsEnd: "LC 214/2025, arts. 542 e 544 (PIS e COFINS extintos a partir de 01/01/2027)",
    simples:
      "LC 123/2006, art. 13, IX e X (redação da LC 214/2025 e da LC 227/2026): CBS e IBS no DAS; art. 13, §§9º e 10: opção pelo regime regular",
  },
  provisional: { date: PROVISIONAL_2027.date, items: Object.values(PROVISIONAL_2027.items) },
};
