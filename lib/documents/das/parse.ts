import { normaliseCnpj } from "@/lib/br/cnpj";
import { amountsIn, DocumentShapeError, fold, isoDate } from "../text";

/** One line of "Composição do Documento de Arrecadação": what was paid per tax. Centavos. */
export type DasItem = {
  code: string;
  denomination: string;
  principal: number;
  fine: number;
  interest: number;
  total: number;
};

/** A DAS (Documento de Arrecadação do Simples Nacional) as read from its text. Money in centavos. */
export type DasDocument = {
  type: "das";
  cnpj: string;
  name: string | null;
  /** Período de apuração, "YYYY-MM". */
  pa: string;
  dueDate: string | null;
  /** "Número do Documento", digits only: the idempotency key of an import. */
  number: string;
  total: number;
  /** "Parcela: n/N" of a parcelamento, as printed. */
  installment: string | null;
  items: DasItem[];
};

const MONTHS = [
  "janeiro",
  "fevereiro",
  "marco",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

function periodOf(folded: string): string | null {
  const named = new RegExp(`(${MONTHS.join("|")})\\s*(?:/|de)\\s*(\\d{4})`).exec(folded);
  if (named) return `${named[2]}-${String(MONTHS.indexOf(named[1]) + 1).padStart(2, "0")}`;
  const numeric = /(?:^|\D)(\d{2})\/(\d{4})(?!\d)/.exec(folded);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) return `${numeric[2]}-${numeric[1]}`;
  return null;
}

const CNPJ_TEXT = /[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}/;

/** The name after its label ("Razão Social: X"), or, when the label heads a box, the next line without the CNPJ. */
function nameOf(raw: readonly string[], at: number): string | null {
  const after = raw[at].replace(/^.*?(Raz[aã]o Social|Nome Empresarial):?\s*/i, "").trim();
  const name = after || (raw[at + 1] ?? "").replace(CNPJ_TEXT, "").trim();
  return name ? name.slice(0, 120) : null;
}

/** Reads a DAS; throws DocumentShapeError naming the missing label. */
export function parseDas(lines: readonly string[]): DasDocument {
  const raw = lines.map((s) => s.trim());
  const folded = raw.map(fold);
  const find = (test: (f: string) => boolean, from = 0) => {
    for (let i = from; i < folded.length; i++) if (test(folded[i])) return i;
    return -1;
  };
  const valueNear = (i: number, pattern: RegExp): RegExpExecArray | null =>
    i < 0 ? null : (pattern.exec(raw[i]) ?? (i + 1 < raw.length ? pattern.exec(raw[i + 1]) : null));

  const cnpj = valueNear(
    find((f) => /\bcnpj\b/.test(f)),
    /([0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2})/,
  );
  if (!cnpj) throw new DocumentShapeError("missing_label", "CNPJ");
  const paAt = find((f) => f.includes("periodo de apuracao"));
  const pa =
    paAt < 0 ? null : (periodOf(folded[paAt]) ?? (paAt + 1 < folded.length ? periodOf(folded[paAt + 1]) : null));
  if (!pa) throw new DocumentShapeError("missing_label", "Período de Apuração");
  const numberMatch = valueNear(
    find((f) => f.includes("numero do documento")),
    /(\d[\d.\-]{9,}\d)/,
  );
  if (!numberMatch) throw new DocumentShapeError("missing_label", "Número do Documento");
  const due = valueNear(
    find((f) => f.includes("vencimento")),
    /(\d{2})\/(\d{2})\/(\d{4})/,
  );
  const nameAt = find((f) => f.includes("razao social") || f.includes("nome empresarial"));
  const composition = find((f) => f.includes("composicao do documento de arrecadacao"));
  if (composition < 0) throw new DocumentShapeError("missing_label", "Composição do Documento de Arrecadação");

  const items: DasItem[] = [];
  for (let i = composition + 1; i < raw.length; i++) {
    const row = /^(\d{4})\s+(.+?)\s+(-?\d{1,3}(?:\.\d{3})*,\d{2}.*)$/.exec(raw[i]);
    if (!row) continue;
    const values = amountsIn(row[3]);
    const [principal, fine, interest, total] =
      values.length >= 4 ? values.slice(-4) : [values[0], 0, 0, values.at(-1) ?? values[0]];
    items.push({ code: row[1], denomination: row[2].trim(), principal, fine, interest, total });
  }
  if (items.length === 0) throw new DocumentShapeError("missing_label", "Composição do Documento de Arrecadação");
  // The table's "Totais" (its last column) and the "Valor Total do Documento" box (on its label's line or the next)
  // must both be the lines' sum: a DAS that does not add up is refused, never half read.
  const itemsTotal = items.reduce((s, item) => s + item.total, 0);
  const totalsAt = find((f) => f.startsWith("totais"), composition + 1);
  const documentAt = find((f) => f.includes("valor total do documento"));
  const printed = [
    totalsAt >= 0 ? amountsIn(raw[totalsAt]).at(-1) : undefined,
    documentAt >= 0 ? (amountsIn(raw[documentAt]).at(-1) ?? amountsIn(raw[documentAt + 1] ?? "").at(-1)) : undefined,
  ];
  if (printed.some((total) => total !== undefined && total !== itemsTotal)) throw new DocumentShapeError("totals_das");
  const installment = /parcela:\s*(\d+\s*\/\s*\d+)/.exec(folded.join(" "))?.[1]?.replace(/\s/g, "") ?? null;
  return {
    type: "das",
    cnpj: normaliseCnpj(cnpj[1]),
    name: nameAt >= 0 ? nameOf(raw, nameAt) : null,
    pa,
    dueDate: due ? isoDate(due[1], due[2], due[3]) : null,
    number: numberMatch[1].replace(/\D/g, ""),
    total: itemsTotal,
    installment,
    items,
  };
}
