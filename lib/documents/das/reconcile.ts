import { fold } from "../text";
import type { DasItem } from "./parse";

// A DAS against the declaration of its PA: what was paid (the principal of each line of "Composição do Documento de
// Arrecadação") per tax, against the debt the declaration in force of that PA calls exigível, per tax. Money in
// centavos. The DAS of a parcelamento ("Parcela: n/N") pays a share of a consolidated debt, not one PA's taxes: it is
// listed, not compared.

/** The tax of a DAS line by its printed denomination ("IRPJ - SIMPLES NACIONAL"), as the declaration heads its column. */
const BY_DENOMINATION: [RegExp, string][] = [
  [/\birpj\b/, "IRPJ"],
  [/\bcsll\b/, "CSLL"],
  [/\bcofins\b/, "COFINS"],
  [/\bpis\b/, "PIS/Pasep"],
  [/\b(?:inss|cpp)\b/, "INSS/CPP"],
  [/\bicms\b/, "ICMS"],
  [/\bipi\b/, "IPI"],
  [/\biss\b/, "ISS"],
  [/\bcbs\b/, "CBS"],
  [/\bibs\b/, "IBS"],
];

/** The codes observed on DAS (documentos-simples.md §2), for a line whose denomination names no tax we know. */
const BY_CODE: Record<string, string> = {
  "1001": "IRPJ",
  "1002": "CSLL",
  "1004": "COFINS",
  "1005": "PIS/Pasep",
  "1006": "INSS/CPP",
  "1010": "ISS",
};

/** The declaration's column a DAS line pays, or null when neither its denomination nor its code says. */
export function taxOfDasItem(item: Pick<DasItem, "code" | "denomination">): string | null {
  const text = fold(item.denomination);
  return BY_DENOMINATION.find(([pattern]) => pattern.test(text))?.[1] ?? BY_CODE[item.code] ?? null;
}

/** What the declaration in force of the DAS's PA asks: the company's exigível debt per tax column. */
export type DeclaredDebt = { number: string; exigivel: Record<string, number> };

export type DasTaxLine = {
  /** The declaration's column ("PIS/Pasep"), or the DAS line's denomination when it names no tax we know. */
  tax: string;
  codes: string[];
  paid: number;
  declared: number;
  /** Paid minus declared. */
  difference: number;
};

export type DasReconciliation = {
  status: "confere" | "diverge" | "sem_declaracao" | "parcelamento";
  /** The declaration compared with (its number), when there is one. */
  declaration: string | null;
  lines: DasTaxLine[];
  /** Paid minus declared, over every tax (centavos). */
  difference: number;
  /** Multa and juros paid with the principal (a DAS paid late): not part of the comparison. */
  charges: number;
};

/**
 * Reconciles a DAS with the declaration in force of its PA, per tax, on the principal: each tax the declaration calls
 * exigível must be paid in full and nothing else (LC 123/2006, art. 21, I: one document pays the taxes of the PA).
 */
export function reconcileDas(
  das: { items: readonly DasItem[]; installment: string | null },
  declared: DeclaredDebt | null,
): DasReconciliation {
  const charges = das.items.reduce((s, i) => s + i.fine + i.interest, 0);
  const paid = new Map<string, { paid: number; codes: string[] }>();
  for (const item of das.items) {
    const tax = taxOfDasItem(item) ?? item.denomination;
    const held = paid.get(tax) ?? { paid: 0, codes: [] };
    held.paid += item.principal;
    if (!held.codes.includes(item.code)) held.codes.push(item.code);
    paid.set(tax, held);
  }
  const paidOnly = (): DasTaxLine[] =>
    [...paid].map(([tax, p]) => ({ tax, codes: p.codes, paid: p.paid, declared: 0, difference: 0 }));
  if (das.installment) return { status: "parcelamento", declaration: null, lines: paidOnly(), difference: 0, charges };
  if (!declared) return { status: "sem_declaracao", declaration: null, lines: paidOnly(), difference: 0, charges };

  const taxes = [
    ...Object.keys(declared.exigivel).filter((c) => c !== "Total" && declared.exigivel[c] !== 0),
    ...[...paid.keys()].filter((t) => !(t in declared.exigivel) || declared.exigivel[t] === 0),
  ];
  const lines = taxes.map((tax): DasTaxLine => {
    const p = paid.get(tax);
    const debt = declared.exigivel[tax] ?? 0;
    return { tax, codes: p?.codes ?? [], paid: p?.paid ?? 0, declared: debt, difference: (p?.paid ?? 0) - debt };
  });
  const difference = lines.reduce((s, l) => s + l.difference, 0);
  return {
    status: lines.some((l) => l.difference !== 0) ? "diverge" : "confere",
    declaration: declared.number,
    lines,
    difference,
    charges,
  };
}
