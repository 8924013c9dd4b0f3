import { brl, pct } from "../money";
import type { Annex, SimplesAnnexTable, SimplesBand, SimplesTax, Split } from "./types";

/**
 * LC 123/2006 Annexes I–V, wording of LC 155/2016, in force since 01/01/2018 and unchanged in 2025 and
 * 2026. Repartição figures are percentages of the effective rate (written ×100 below: 5.50% → 550).
 */
/**
 * Order of the taxes in every dense repartição array: the federal taxes (CBS among them) first, then the
 * local ones that leave the DAS above the sublimite (ICMS, ISS and, from 2027, IBS: Res. CGSN 140 art. 9º
 * in the wording of Res. CGSN 190/2026).
 */
export const SIMPLES_TAXES: readonly SimplesTax[] = [
  "IRPJ",
  "CSLL",
  "COFINS",
  "PIS",
  "CPP",
  "IPI",
  "CBS",
  "ICMS",
  "ISS",
  "IBS",
];

export function denseReps(split: Split): number[] {
  return SIMPLES_TAXES.map((tax) => split[tax] ?? -1);
}

function cap(split: Split, source: string): NonNullable<SimplesAnnexTable["issCap"]> {
  return { split, reps: denseReps(split), source };
}

/**
 * A repartição percentage (two decimals at most, as the annexes print them) in hundredths of a percent.
 * A figure with more decimals is a typo in a table: refused when the module loads.
 */
export function hundredths(percent: number): number {
  const h = Math.round(percent * 100);
  if (Math.abs(percent * 100 - h) > 1e-6) throw new Error(`repartição com mais de duas casas: ${percent}`);
  return h;
}

export const BAND_TOPS = [180_000, 360_000, 720_000, 1_800_000, 3_600_000, Infinity];

type Row = [nominalPercent: number, deductionReais: number, split: Record<string, number>];

function annex(annexId: Annex, name: string, rows: Row[], issCap?: SimplesAnnexTable["issCap"]): SimplesAnnexTable {
  const bands: SimplesBand[] = rows.map(([nominal, deduction, split], i) => {
    const s: Split = {};
    for (const [k, v] of Object.entries(split)) s[k as keyof Split] = hundredths(v);
    return {
      band: (i + 1) as SimplesBand["band"],
      upTo: BAND_TOPS[i] === Infinity ? Infinity : brl(BAND_TOPS[i]),
      nominal: pct(nominal),
      deduction: brl(deduction),
      split: s,
      reps: denseReps(s),
      source: `LC 123/2006, Anexo ${annexId}, ${i + 1}ª faixa (redação da LC 155/2016)`,
    };
  });
  return { annex: annexId, name, bands, issCap };
}

const I_1 = { IRPJ: 5.5, CSLL: 3.5, COFINS: 12.74, PIS: 2.76, CPP: 41.5, ICMS: 34 };
const I_3 = { IRPJ: 5.5, CSLL: 3.5, COFINS: 12.74, PIS: 2.76, CPP: 42, ICMS: 33.5 };
const II_1 = { IRPJ: 5.5, CSLL: 3.5, COFINS: 11.51, PIS: 2.49, CPP: 37.5, IPI: 7.5, ICMS: 32 };

export const SIMPLES_ANNEXES: Readonly<Record<Annex, SimplesAnnexTable>> = {
  I: annex("I", "Comércio", [
    [4, 0, I_1],
    [7.3, 5_940, I_1],
    [9.5, 13_860, I_3],
    [10.7, 22_500, I_3],
    [14.3, 87_300, I_3],
    [19, 378_000, { IRPJ: 13.5, CSLL: 10, COFINS: 28.27, PIS: 6.13, CPP: 42.1 }],
  ]),
  II: annex("II", "Indústria", [
    [4.5, 0, II_1],
    [7.8, 5_940, II_1],
    [10, 13_860, II_1],
    [11.2, 22_500, II_1],
    [14.7, 85_500, II_1],
    [30, 720_000, { IRPJ: 8.5, CSLL: 7.5, COFINS: 20.96, PIS: 4.54, CPP: 23.5, IPI: 35 }],
  ]),
  III: annex(
    "III",
    "Serviços (locação de bens móveis e serviços do art. 18, §5º-B)",
    [
      [6, 0, { IRPJ: 4, CSLL: 3.5, COFINS: 12.82, PIS: 2.78, CPP: 43.4, ISS: 33.5 }],
      [11.2, 9_360, { IRPJ: 4, CSLL: 3.5, COFINS: 14.05, PIS: 3.05, CPP: 43.4, ISS: 32 }],
      [13.5, 17_640, { IRPJ: 4, CSLL: 3.5, COFINS: 13.64, PIS: 2.96, CPP: 43.4, ISS: 32.5 }],
      [16, 35_640, { IRPJ: 4, CSLL: 3.5, COFINS: 13.64, PIS: 2.96, CPP: 43.4, ISS: 32.5 }],
      [21, 125_640, { IRPJ: 4, CSLL: 3.5, COFINS: 12.82, PIS: 2.78, CPP: 43.4, ISS: 33.5 }],
      [33, 648_000, { IRPJ: 35, CSLL: 15, COFINS: 16.03, PIS: 3.47, CPP: 30.5 }],
    ],
    cap(
      { IRPJ: 602, CSLL: 526, COFINS: 1928, PIS: 418, CPP: 6526 },
      "LC 123/2006, Anexo III, nota da 5ª faixa (ISS fixo em 5%; art. 18, §1º-B, I)",
    ),
  ),
  IV: annex(
    "IV",
    "Serviços do art. 18, §5º-C (construção, vigilância, limpeza, advocacia)",
    [
      [4.5, 0, { IRPJ: 18.8, CSLL: 15.2, COFINS: 17.67, PIS: 3.83, ISS: 44.5 }],
      [9, 8_100, { IRPJ: 19.8, CSLL: 15.2, COFINS: 20.55, PIS: 4.45, ISS: 40 }],
      [10.2, 12_420, { IRPJ: 20.8, CSLL: 15.2, COFINS: 19.73, PIS: 4.27, ISS: 40 }],
      [14, 39_780, { IRPJ: 17.8, CSLL: 19.2, COFINS: 18.9, PIS: 4.1, ISS: 40 }],
      [22, 183_780, { IRPJ: 18.8, CSLL: 19.2, COFINS: 18.08, PIS: 3.92, ISS: 40 }],
      [33, 828_000, { IRPJ: 53.5, CSLL: 21.5, COFINS: 20.55, PIS: 4.45 }],
    ],
    cap(
      { IRPJ: 3133, CSLL: 3200, COFINS: 3013, PIS: 654 },
      "LC 123/2006, Anexo IV, nota da 5ª faixa (ISS fixo em 5%; art. 18, §1º-B, I)",
    ),
  ),
  V: annex("V", "Serviços do art. 18, §5º-I (intelectuais, técnicos, consultoria)", [
    [15.5, 0, { IRPJ: 25, CSLL: 15, COFINS: 14.1, PIS: 3.05, CPP: 28.85, ISS: 14 }],
    [18, 4_500, { IRPJ: 23, CSLL: 15, COFINS: 14.1, PIS: 3.05, CPP: 27.85, ISS: 17 }],
    [19.5, 9_900, { IRPJ: 24, CSLL: 15, COFINS: 14.92, PIS: 3.23, CPP: 23.85, ISS: 19 }],
    [20.5, 17_100, { IRPJ: 21, CSLL: 15, COFINS: 15.74, PIS: 3.41, CPP: 23.85, ISS: 21 }],
    [23, 62_100, { IRPJ: 23, CSLL: 12.5, COFINS: 14.1, PIS: 3.05, CPP: 23.85, ISS: 23.5 }],
    [30.5, 540_000, { IRPJ: 35, CSLL: 15.5, COFINS: 16.44, PIS: 3.56, CPP: 29.5 }],
  ]),
};
