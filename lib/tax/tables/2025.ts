import { brl, pct } from "../money";
import { TABLES_2026 } from "./2026";
import type { TaxTables } from "./types";

/**
 * Calendar year 2025. Rules whose text did not change between 2025 and 2026 (Simples annexes, MEI
 * formulas, Lucro Presumido/Real rates, payroll rates) are shared with 2026; every figure that differs
 * is restated here with its own source. Features that start in 2026 are null.
 */
export const TABLES_2025: TaxTables = {
  ...TABLES_2026,
  year: 2025,
  minimumWage: { value: brl(1_518), source: "Decreto nº 12.342/2024 (salário mínimo de 2025)" },
  inss: {
    bands: [
      { upTo: brl(1_518), rate: pct(7.5) },
      { upTo: brl(2_793.88), rate: pct(9) },
      { upTo: brl(4_190.83), rate: pct(12) },
      { upTo: brl(8_157.41), rate: pct(14) },
    ],
    source: "Lei 8.212/1991, art. 20 (EC 103/2019, art. 28); Portaria Interministerial MPS/MF nº 6/2025",
  },
  irrf: {
    ...TABLES_2026.irrf,
    // The table in force from May 2025; Jan–Apr 2025 used the previous table (out of scope, see README).
    source:
      "Lei 11.482/2007, art. 1º, XII (MP 1.294/2025, convertida na Lei 15.191/2025; vigência a partir de 05/2025)",
    reduction: null,
  },
  irpfAnnual: null,
  presumido: { ...TABLES_2026.presumido, lc224: null },
  payroll: {
    ...TABLES_2026.payroll,
    cprb: {
      value: { revenueShare: pct(80), payrollCpp: pct(5) },
      source: "Lei 12.546/2011, art. 9º-A (Lei 14.973/2024)",
    },
    salarioFamilia: {
      value: { quota: brl(65), incomeLimit: brl(1_906.04) },
      source: "Portaria Interministerial MPS/MF nº 6/2025",
    },
  },
  dividends: {
    withholding: null,
    irpfm: null,
    jcpRate: { value: pct(15), source: "Lei 9.249/1995, art. 9º, §2º (redação anterior à LC 224/2025)" },
  },
  cbsIbs: null,
};
