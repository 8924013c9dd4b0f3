import { PPM, pct, type Ppm } from "../money";
import type { SourceGrade } from "../reform/types";
import { fmtRate } from "../steps";
import { SIMPLES_ANNEXES, denseReps, hundredths } from "./simples-annexes";
import type {
  Annex,
  IbsShiftYear,
  IssCapYear,
  SimplesAnnexTable,
  SimplesBand,
  SimplesReformYear,
  Sourced,
  Split,
  TaxTables,
} from "./types";

/**
 * The Simples Nacional annexes of the consumption-tax reform: LC 123/2006 Annexes I–V in the wording of
 * LC 214/2025 art. 519 (its Annexes XVIII–XXII, in force from 01/01/2027 by art. 544, III) and of LC
 * 227/2026, repeated in Res. CGSN 140/2018 Annexes I–V by Res. CGSN 190/2026 art. 6º. One table per
 * period: 2027–2028, 2029, 2030, 2031, 2032 and 2033 on. Figures are percentages of the DAS as the annexes
 * print them; band tops and deductions are those of 2026 (unchanged by the reform). The readings and
 * their divergences are in docs/reform-2027.md, section "Simples Nacional a partir de 2027".
 */

const READ_ON = "2026-11-26";
const LAW =
  "LC 123/2006, Anexo {annex}, {band}ª faixa, vigência {period} (redação da LC 214/2025, art. 519, e da LC 227/2026; Res. CGSN 140/2018 na redação da Res. CGSN 190/2026, art. 6º)";

/**
 * 2027–2028, bands 1–5: the CBS and IBS that replace the COFINS + PIS of the 2026 row (same sum, so the
 * DAS of bands 1–5 does not change); IRPJ, CSLL, CPP, IPI, ICMS and ISS keep their 2026 percentages.
 * Anexo III bands 3–4: CBS 16,41% (LC 227/2026 and Res. CGSN 190; the original LC 214 text had 16,42%).
 */
const CBS_IBS_2027: Readonly<Record<Annex, readonly (readonly [cbs: number, ibs: number])[]>> = {
  I: [
    [15.33, 0.17],
    [15.33, 0.17],
    [15.33, 0.17],
    [15.33, 0.17],
    [15.33, 0.17],
  ],
  II: [
    [13.85, 0.15],
    [13.85, 0.15],
    [13.85, 0.15],
    [13.85, 0.15],
    [13.85, 0.15],
  ],
  III: [
    [15.43, 0.17],
    [16.91, 0.19],
    [16.41, 0.19],
    [16.41, 0.19],
    [15.43, 0.17],
  ],
  IV: [
    [21.26, 0.24],
    [24.73, 0.27],
    [23.74, 0.26],
    [22.75, 0.25],
    [21.76, 0.24],
  ],
  V: [
    [16.96, 0.19],
    [16.96, 0.19],
    [17.95, 0.2],
    [18.94, 0.21],
    [16.96, 0.19],
  ],
};

/** 2027–2028, band 6: nominal rate 0,10 p.p. below 2026 and a new repartição (no ICMS/ISS/IBS: band-5 formula). */
const BAND6_2027: Readonly<Record<Annex, readonly [nominalPercent: number, split: Readonly<Record<string, number>>]>> =
  {
    I: [18.9, { IRPJ: 13.58, CSLL: 10.06, CBS: 34.02, CPP: 42.34 }],
    II: [29.9, { IRPJ: 8.53, CSLL: 7.53, CBS: 25.22, CPP: 23.59, IPI: 35.13 }],
    III: [32.9, { IRPJ: 35.09, CSLL: 15.04, CBS: 19.29, CPP: 30.58 }],
    IV: [32.9, { IRPJ: 53.71, CSLL: 21.59, CBS: 24.7 }],
    V: [30.4, { IRPJ: 35.1, CSLL: 15.54, CBS: 19.78, CPP: 29.58 }],
  };

/**
 * Band-5 note (*) of Annexes III and IV: ISS fixed at the year's cap and (effective rate − cap) shared by
 * these percentages, now also to IBS (LC 123 art. 18 §1º-B, I, wording of LC 227/2026; Res. CGSN 140 art.
 * 21, III, wording of Res. CGSN 190). Three of the 2029–2031 notes sum 100,01% or 99,99% in the law
 * itself (IV 2029 and 2031, III 2030): kept as written; the cent difference goes to the largest share.
 */
type CapNotes = Readonly<Record<"III" | "IV", Readonly<Record<string, number>>>>;
const ISS_CAP_NOTES: Readonly<Record<IssCapYear, CapNotes>> = {
  2027: {
    III: { IRPJ: 6.02, CSLL: 5.26, CBS: 23.2, CPP: 65.26, IBS: 0.26 },
    IV: { IRPJ: 31.33, CSLL: 32, CBS: 36.27, IBS: 0.4 },
  },
  2029: {
    III: { IRPJ: 5.73, CSLL: 5.01, CBS: 22.33, CPP: 62.13, IBS: 4.8 },
    IV: { IRPJ: 29.38, CSLL: 30, CBS: 34.38, IBS: 6.25 },
  },
  2030: {
    III: { IRPJ: 5.46, CSLL: 4.78, CBS: 21.31, CPP: 59.29, IBS: 9.15 },
    IV: { IRPJ: 27.65, CSLL: 28.24, CBS: 32.35, IBS: 11.76 },
  },
  2031: {
    III: { IRPJ: 5.23, CSLL: 4.57, CBS: 20.38, CPP: 56.69, IBS: 13.13 },
    IV: { IRPJ: 26.11, CSLL: 26.67, CBS: 30.56, IBS: 16.67 },
  },
  2032: {
    III: { IRPJ: 5.01, CSLL: 4.38, CBS: 19.52, CPP: 54.32, IBS: 16.77 },
    IV: { IRPJ: 24.74, CSLL: 25.26, CBS: 28.95, IBS: 21.05 },
  },
};

/** The ISS cap of the band-5 note: 5% to 2028, then 0,5 p.p. less a year; no ISS from 2033. */
const ISS_CAP: Readonly<Record<IssCapYear, number>> = { 2027: 5, 2029: 4.5, 2030: 4, 2031: 3.5, 2032: 3 };

/**
 * 2029–2033: the share of each band's ICMS/ISS percentage that moves to IBS (10 points of the pair a
 * year, all of it from 2033: EC 132/2023, ADCT arts. 128–129; LC 214 Annexes XVIII–XXII by period).
 */
const IBS_SHARE_OF_LOCAL: Readonly<Record<IbsShiftYear, number>> = {
  2029: 10,
  2030: 20,
  2031: 30,
  2032: 40,
  2033: 100,
};

const GRADES: Readonly<Record<"2027" | "2029", { grade: SourceGrade; source: string }>> = {
  "2027": {
    grade: "R",
    source: "Res. CGSN 190/2026 (DOU 10/08/2026) e LC 214/2025, Anexos XVIII a XXII",
  },
  "2029": {
    grade: "R",
    source:
      "LC 214/2025, Anexos XVIII a XXII (tabelas de 2029 a 2033); notas do ISS de 2029–2032 a confirmar no Diário Oficial",
  },
};

/** Every period's tables, derived once at load. */
export interface SimplesPeriod {
  /** "2027–2028", "2029", ..., "2033". */
  period: string;
  annexes: Readonly<Record<Annex, SimplesAnnexTable>>;
  /** The band-5 ISS cap of the period; null from 2033 (no ISS). */
  issMax: Sourced<Ppm> | null;
  source: string;
  grade: SourceGrade;
  /** ISO date of the reading. */
  date: string;
}

const ANNEX_IDS: readonly Annex[] = ["I", "II", "III", "IV", "V"];

function source(annex: Annex, band: number, period: string): string {
  return LAW.replace("{annex}", annex).replace("{band}", String(band)).replace("{period}", period);
}

function toSplit(percents: Readonly<Record<string, number>>): Split {
  const s: Split = {};
  for (const [k, v] of Object.entries(percents)) s[k as keyof Split] = hundredths(v);
  return s;
}

function withBand(b: SimplesBand, split: Split, src: string, nominal: Ppm = b.nominal): SimplesBand {
  return { ...b, nominal, split, reps: denseReps(split), source: src };
}

/** The 2026 split without COFINS and PIS. */
function withoutPisCofins(split: Split): Split {
  const s: Split = {};
  for (const [k, v] of Object.entries(split)) if (k !== "COFINS" && k !== "PIS") s[k as keyof Split] = v;
  return s;
}

function capNote(annex: Annex, notes: CapNotes | null, rate: number, period: string): SimplesAnnexTable["issCap"] {
  if (notes === null || (annex !== "III" && annex !== "IV")) return undefined;
  const split = toSplit(notes[annex]);
  return {
    split,
    reps: denseReps(split),
    source: `LC 123/2006, Anexo ${annex}, nota da 5ª faixa, vigência ${period}: ISS fixo em ${fmtRate(Math.round(rate * 10_000))} (art. 18, §1º-B, I, redação da LC 227/2026; Res. CGSN 140/2018, art. 21, III, redação da Res. CGSN 190/2026)`,
  };
}

function annexes2027(): Record<Annex, SimplesAnnexTable> {
  const out = {} as Record<Annex, SimplesAnnexTable>;
  for (const a of ANNEX_IDS) {
    const old = SIMPLES_ANNEXES[a];
    const bands = old.bands.map((b, i) => {
      const src = source(a, i + 1, "2027–2028");
      if (i < 5) {
        const [cbs, ibs] = CBS_IBS_2027[a][i];
        return withBand(b, { ...withoutPisCofins(b.split), CBS: hundredths(cbs), IBS: hundredths(ibs) }, src);
      }
      const [nominal, split] = BAND6_2027[a];
      return withBand(b, toSplit(split), src, pct(nominal));
    });
    out[a] = {
      annex: a,
      name: old.name,
      bands,
      issCap: capNote(a, ISS_CAP_NOTES[2027], ISS_CAP[2027], "2027–2028"),
      grade: GRADES["2027"].grade,
    };
  }
  return out;
}

/** 2029 on: CBS = the 2026 COFINS + PIS; ICMS/ISS give `share` of their percentage to IBS; 2026 nominal rates. */
function annexesFrom2029(year: IbsShiftYear): Record<Annex, SimplesAnnexTable> {
  const share = pct(IBS_SHARE_OF_LOCAL[year]);
  const out = {} as Record<Annex, SimplesAnnexTable>;
  for (const a of ANNEX_IDS) {
    const old = SIMPLES_ANNEXES[a];
    const bands = old.bands.map((b, i) => {
      const split = withoutPisCofins(b.split);
      split.CBS = (b.split.COFINS ?? 0) + (b.split.PIS ?? 0);
      for (const local of ["ICMS", "ISS"] as const) {
        const value = b.split[local];
        if (value === undefined) continue;
        const ibs = (value * share) / PPM;
        if (!Number.isInteger(ibs))
          throw new Error(`IBS de ${local} sem duas casas: Anexo ${a}, ${i + 1}ª faixa, ${year}`);
        split.IBS = ibs;
        if (ibs === value) delete split[local];
        else split[local] = value - ibs;
      }
      return withBand(b, split, source(a, i + 1, year === 2033 ? "a partir de 2033" : String(year)));
    });
    const notes = year === 2033 ? null : ISS_CAP_NOTES[year];
    out[a] = {
      annex: a,
      name: old.name,
      bands,
      issCap: capNote(a, notes, year === 2033 ? 0 : ISS_CAP[year], String(year)),
      grade: GRADES["2029"].grade,
    };
  }
  return out;
}

function issMax(year: IssCapYear, period: string): Sourced<Ppm> {
  return {
    value: pct(ISS_CAP[year]),
    source: `LC 123/2006, art. 18, §1º-B, I e notas dos Anexos III e IV, vigência ${period} (redação da LC 214/2025 e da LC 227/2026)`,
  };
}

const Y2027: SimplesPeriod = {
  period: "2027–2028",
  annexes: annexes2027(),
  issMax: issMax(2027, "2027–2028"),
  ...GRADES["2027"],
  date: READ_ON,
};

function later(year: IbsShiftYear): SimplesPeriod {
  return {
    period: year === 2033 ? "a partir de 2033" : String(year),
    annexes: annexesFrom2029(year),
    issMax: year === 2033 ? null : issMax(year, String(year)),
    ...GRADES["2029"],
    date: READ_ON,
  };
}

/** The 2027–2028 period: the tables of tax year 2027. */
export const SIMPLES_2027_2028 = Y2027;

/** The Simples tables of each reform year from 2027 (2028 repeats 2027–2028). 2026 uses the LC 155/2016 annexes. */
export const SIMPLES_PERIODS: Readonly<Record<SimplesReformYear, SimplesPeriod>> = {
  2027: Y2027,
  2028: Y2027,
  2029: later(2029),
  2030: later(2030),
  2031: later(2031),
  2032: later(2032),
  2033: later(2033),
};

/**
 * The RBT12 window from 2027: the 12 months before the month before the PA (LC 123 art. 18 §1º in the
 * wording of LC 214/2025 art. 517; Res. CGSN 140 art. 21, II, a, wording of Res. CGSN 190/2026).
 */
export const RBT12_LAG_FROM: Sourced<{ period: string; months: number }> = {
  value: { period: "2027-01", months: 1 },
  source:
    "LC 123/2006, art. 18, §1º (redação da LC 214/2025, art. 517); Res. CGSN 140/2018, art. 21, II, a (redação da Res. CGSN 190/2026)",
};

/**
 * DAS-MEI fixed amounts for 2027–2028 (Res. CGSN 190/2026 art. 7º, new Anexo XIII of Res. CGSN 140), in
 * thousandths of a real: R$ 1,00 a month of CBS + IBS on top of today's ICMS R$ 1,00 / ISS R$ 5,00, as two
 * secondary sources agree (grade S); the DOU text is still unread: "a confirmar no DOU" (docs/reform-2027.md).
 */
export const MEI_FIXED_2027: NonNullable<TaxTables["mei"]["reformFixed"]> = {
  icms: 1_000,
  iss: 5_000,
  cbs: 994,
  ibs: 6,
  source:
    "Res. CGSN 190/2026, art. 7º (Anexo XIII da Res. CGSN 140/2018), vigência 2027–2028, segundo duas fontes secundárias; a confirmar no DOU",
  grade: "S",
  applied: true,
  note: "R$ 1,00 por mês de CBS + IBS, além do ICMS e do ISS de hoje; a confirmar no DOU",
};
