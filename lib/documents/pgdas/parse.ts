import { normaliseCnpj } from "@/lib/br/cnpj";
import { amountsIn, DocumentShapeError, fold, isoDate, toCentavos } from "../text";
import { activityTraits } from "./activity";
import type {
  MonthValue,
  PgdasActivity,
  PgdasDeclaration,
  PgdasEstablishment,
  PgdasTotals,
  TaxValues,
  Triple,
} from "./types";

// The PGDAS-D declaration and its extrato, read from the printed lines (documentos-simples: no official layout is
// published, so every value is anchored on its section's label and the read fails with the missing label's name).

type Lines = { raw: string[]; folded: string[] };

const CNPJ_TEXT = /([0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2})/;
const PAIR = /(\d{2})\/(\d{4})\s+(-?\d{1,3}(?:\.\d{3})*,\d{2})/g;

function indexOf(l: Lines, test: (folded: string) => boolean, from = 0, to = l.folded.length): number {
  for (let i = from; i < to; i++) if (test(l.folded[i])) return i;
  return -1;
}

function required(l: Lines, label: string, test: (folded: string) => boolean, from = 0): number {
  const i = indexOf(l, test, from);
  if (i < 0) throw new DocumentShapeError("missing_label", label);
  return i;
}

/** The text after "label:" on the line that has it. */
function after(raw: string, label: RegExp): string {
  const m = label.exec(raw);
  return m ? raw.slice(m.index + m[0].length).trim() : "";
}

function triple(l: Lines, i: number, label: string): Triple {
  // The label may take two lines ("Receita bruta acumulada nos doze meses anteriores" / "ao PA (RBT12) a b c").
  const values = amountsIn(l.raw[i]);
  if (values.length < 3) throw new DocumentShapeError("missing_label", label);
  const [internal, external, total] = values.slice(-3);
  if (internal + external !== total) throw new DocumentShapeError("totals_triple", label);
  return { internal, external, total };
}

function optionalTriple(l: Lines, marker: RegExp, label: string, from: number, to: number): Triple | null {
  const i = indexOf(l, (f) => marker.test(f), from, to);
  return i < 0 ? null : triple(l, i, label);
}

function pairsBetween(l: Lines, from: number, to: number): MonthValue[] {
  const text = l.raw.slice(from, to).join(" ");
  return [...text.matchAll(PAIR)].map((m) => ({ month: `${m[2]}-${m[1]}`, value: toCentavos(m[3]) }));
}

const isTaxHeader = (folded: string) => /^irpj csll\b/.test(folded) && /\btotal$/.test(folded);

/** "IRPJ CSLL COFINS PIS/Pasep INSS/CPP ICMS IPI ISS Total" → its columns (read, never assumed: CBS/IBS from 2027). */
function columnsOf(raw: string): string[] {
  return raw
    .replace(/\s*\/\s*/g, "/")
    .split(/\s+/)
    .filter(Boolean);
}

/** The header at or after `from` and the first line of as many values below it. */
function taxTable(
  l: Lines,
  from: number,
  to: number,
  label: string,
): { columns: string[]; values: TaxValues; end: number } {
  const header = indexOf(l, isTaxHeader, from, to);
  if (header < 0) throw new DocumentShapeError("missing_label", label);
  const columns = columnsOf(l.raw[header]);
  for (let i = header + 1; i < Math.min(to, header + 4); i++) {
    const amounts = amountsIn(l.raw[i]);
    if (amounts.length === columns.length) {
      return { columns, values: Object.fromEntries(columns.map((c, k) => [c, amounts[k]])), end: i + 1 };
    }
  }
  throw new DocumentShapeError("missing_label", label);
}

const ACTIVITY = (f: string) => f.startsWith("valor do debito por tributo para a atividade");
const ESTABLISHMENT = (f: string) => f.includes("cnpj estabelecimento:");
const COMPANY_TOTAL = (f: string) => f.includes("total geral da empresa");

function readActivity(l: Lines, start: number, end: number): PgdasActivity {
  const revenueAt = indexOf(l, (f) => f.includes("receita bruta informada"), start, end);
  if (revenueAt < 0) throw new DocumentShapeError("missing_label", "Receita Bruta Informada");
  const description = [after(l.raw[start], /Atividade\s*\(R\$\)\s*:/i), ...l.raw.slice(start + 1, revenueAt)]
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  const revenue = amountsIn(l.raw[revenueAt]).at(-1);
  if (revenue === undefined) throw new DocumentShapeError("missing_label", "Receita Bruta Informada");
  const table = taxTable(l, revenueAt, end, "Valor do Débito por Tributo para a Atividade");
  const parcels: number[] = [];
  for (let i = table.end; i < end; i++) {
    if (/^parcela \d+:/.test(l.folded[i])) parcels.push(amountsIn(l.raw[i])[0] ?? 0);
  }
  const { Total: total, ...taxes } = table.values;
  return { description, revenue, taxes, total, parcels, traits: activityTraits(description) };
}

function readEstablishment(l: Lines, start: number, end: number): PgdasEstablishment {
  const cnpj = CNPJ_TEXT.exec(after(l.raw[start], /CNPJ Estabelecimento:/i))?.[1];
  if (!cnpj) throw new DocumentShapeError("missing_label", "CNPJ Estabelecimento");
  let city: string | null = null;
  let uf: string | null = null;
  let sublimite: number | null = null;
  let impedido = false;
  for (let i = start; i < end && !ACTIVITY(l.folded[i]); i++) {
    const place = /Munic[ií]pio:\s*(.+?)\s+UF:\s*([A-Z]{2})\b/i.exec(l.raw[i]);
    if (place) [city, uf] = [place[1].trim(), place[2].toUpperCase()];
    if (l.folded[i].includes("sublimite de receita anual")) sublimite = amountsIn(l.raw[i])[0] ?? null;
    const blocked = /impedido de recolher icms\/iss no das: (sim|nao)/.exec(l.folded[i]);
    if (blocked) impedido = blocked[1] === "sim";
  }
  const activities: PgdasActivity[] = [];
  for (let i = indexOf(l, ACTIVITY, start, end); i >= 0;) {
    const next = indexOf(l, ACTIVITY, i + 1, end);
    activities.push(readActivity(l, i, next < 0 ? end : next));
    i = next;
  }
  const none = indexOf(l, (f) => f.includes("nenhuma atividade selecionada"), start, end) >= 0;
  if (activities.length === 0 && !none) throw new DocumentShapeError("missing_label", "Nenhuma atividade selecionada");
  return { cnpj: normaliseCnpj(cnpj), city, uf, sublimite, impedidoIcmsIss: impedido, activities };
}

function readTotals(l: Lines): { columns: string[]; totals: PgdasTotals } {
  const start = required(l, "Total Geral da Empresa", COMPANY_TOTAL);
  const declaredAt = required(
    l,
    "Total do Débito Declarado (exigível + suspenso)",
    (f) => f.includes("total do debito declarado"),
    start,
  );
  const suspendedAt = required(
    l,
    "Total do Débito com Exigibilidade Suspensa",
    (f) => f.includes("exigibilidade suspensa"),
    start,
  );
  const exigivelAt = required(l, "Total do Débito Exigível", (f) => /total do debito exigivel/.test(f), start);
  const declared = taxTable(l, declaredAt, l.raw.length, "Total do Débito Declarado (exigível + suspenso)");
  const suspended = taxTable(l, suspendedAt, l.raw.length, "Total do Débito com Exigibilidade Suspensa");
  const exigivel = taxTable(l, exigivelAt, l.raw.length, "Total do Débito Exigível");
  return {
    columns: declared.columns,
    totals: { declared: declared.values, suspended: suspended.values, exigivel: exigivel.values },
  };
}

function transmission(l: Lines): string | null {
  const i = indexOf(l, (f) => f.includes("data e horario da transmissao"));
  const m = i < 0 ? null : /(\d{2})\/(\d{2})\/(\d{4})\s+(\d{2}:\d{2}:\d{2})/.exec(l.raw[i]);
  if (!m) return null;
  const day = isoDate(m[1], m[2], m[3]);
  return day ? `${day}T${m[4]}-03:00` : null;
}

function period(l: Lines): string {
  const i = required(l, "Período de Apuração", (f) => f.includes("periodo de apuracao"));
  const full = /(\d{2})\/(\d{2})\/(\d{4})\s+a\s+(\d{2})\/(\d{2})\/(\d{4})/.exec(l.raw[i]);
  if (full && isoDate(full[1], full[2], full[3])) return `${full[3]}-${full[2]}`;
  const short = /(\d{2})\/(\d{4})/.exec(after(l.raw[i], /Apura[cç][aã]o(?:\s*\(PA\))?:/i));
  if (short && Number(short[1]) >= 1 && Number(short[1]) <= 12) return `${short[2]}-${short[1]}`;
  throw new DocumentShapeError("missing_label", "Período de Apuração");
}

function summary(l: Lines): number {
  const i = required(l, "Resumo da Declaração", (f) => f.includes("valor total do debito declarado"));
  for (let k = i; k < Math.min(i + 3, l.raw.length); k++) {
    const values = amountsIn(l.raw[k]);
    if (values.length >= 2) return values.at(-1)!;
  }
  throw new DocumentShapeError("missing_label", "Valor Total do Débito Declarado");
}

/** Reads a PGDAS-D declaration from its printed lines; throws DocumentShapeError naming what is missing or does not add up. */
export function parsePgdas(lines: readonly string[]): PgdasDeclaration {
  const l: Lines = { raw: lines.map((s) => s.trim()), folded: lines.map(fold) };
  const at = (test: (f: string) => boolean, from = 0, to?: number) => indexOf(l, test, from, to);

  const retificadora = at((f) => f.includes("declaracao retificadora")) >= 0;
  const pa = period(l);
  const cnpjLine = required(l, "CNPJ Matriz", (f) => f.includes("cnpj matriz:"));
  const cnpj = CNPJ_TEXT.exec(after(l.raw[cnpjLine], /CNPJ Matriz:/i))?.[1];
  if (!cnpj) throw new DocumentShapeError("missing_label", "CNPJ Matriz");
  const nameLine = required(l, "Nome empresarial", (f) => f.includes("nome empresarial:"));
  const opened = /(\d{2})\/(\d{2})\/(\d{4})/.exec(l.raw[at((f) => f.includes("data de abertura"))] ?? "");
  const regimeLine = at((f) => f.includes("regime de apuracao:"));
  const numberLine = required(l, "Nº da Declaração", (f) => /n[ºo°.]* da declaracao:/.test(f));
  const number = /([0-9A-Z]{10,20})/.exec(after(l.raw[numberLine], /Declara[cç][aã]o:/i).toUpperCase())?.[1];
  if (!number) throw new DocumentShapeError("missing_label", "Nº da Declaração");

  const caixaAt = at((f) => f.includes("(rpa) - caixa"));
  const rpaAt =
    caixaAt >= 0
      ? at((f) => f.includes("(rpa) - competencia"))
      : required(l, "Receita Bruta do PA (RPA) - Competência", (f) => f.includes("(rpa) - competencia"));
  const rbt12At = required(l, "Receita bruta acumulada nos doze meses anteriores ao PA (RBT12)", (f) =>
    f.includes("(rbt12)"),
  );
  const historyAt = required(l, "2.2.1) Mercado Interno", (f) => f.startsWith("2.2.1)"));
  const payrollAt = required(l, "2.3) Folha de Salários Anteriores", (f) => f.startsWith("2.3)"), historyAt);
  const externalFound = at((f) => f.startsWith("2.2.2)"), historyAt, payrollAt);
  const externalAt = externalFound < 0 ? payrollAt : externalFound;
  const fs12At = at((f) => f.startsWith("2.3.1)"), payrollAt);
  const fatorAt = required(l, "Fator r", (f) => f.startsWith("fator r ="), payrollAt);
  const fator = after(l.raw[fatorAt], /Fator r\s*=/i);
  const firstEstablishment = required(l, "CNPJ Estabelecimento", ESTABLISHMENT);
  const companyTotal = required(l, "Total Geral da Empresa", COMPANY_TOTAL, firstEstablishment);

  const establishments: PgdasEstablishment[] = [];
  for (let i = firstEstablishment; i >= 0 && i < companyTotal;) {
    const next = at(ESTABLISHMENT, i + 1, companyTotal);
    establishments.push(readEstablishment(l, i, next < 0 ? companyTotal : next));
    i = next;
  }
  const { columns, totals } = readTotals(l);
  const receiptLine = at((f) => f.includes("numero do recibo:"));
  const authLine = at((f) => f.startsWith("autenticacao:"));

  const declaration: PgdasDeclaration = {
    type: "pgdas",
    retificadora,
    pa,
    cnpj: normaliseCnpj(cnpj),
    name: after(l.raw[nameLine], /Nome empresarial:/i),
    openedOn: opened ? isoDate(opened[1], opened[2], opened[3]) : null,
    regime: regimeLine >= 0 && l.folded[regimeLine].includes("caixa") ? "caixa" : "competencia",
    number,
    receipt: receiptLine >= 0 ? after(l.raw[receiptLine], /Recibo:/i) || null : null,
    transmittedAt: transmission(l),
    authentication: authLine >= 0 ? after(l.raw[authLine], /Autentica[cç][aã]o:/i) || null : null,
    rpa:
      rpaAt >= 0 ? triple(l, rpaAt, "Receita Bruta do PA (RPA) - Competência") : { internal: 0, external: 0, total: 0 },
    rpaCaixa: caixaAt >= 0 ? triple(l, caixaAt, "Receita Bruta do PA (RPA) - Caixa") : null,
    rbt12: triple(l, rbt12At, "RBT12"),
    rbt12p: optionalTriple(l, /\(rbt12p\)/, "RBT12p", 0, historyAt),
    rba: optionalTriple(l, /\(rba\)/, "RBA", 0, historyAt),
    rbaa: optionalTriple(l, /\(rbaa\)/, "RBAA", 0, historyAt),
    revenueHistory: {
      internal: pairsBetween(l, historyAt, externalAt),
      external: pairsBetween(l, externalAt, payrollAt),
    },
    payrollHistory: pairsBetween(l, payrollAt, fs12At >= 0 ? fs12At : fatorAt),
    fs12: fs12At >= 0 ? (amountsIn(l.raw[fs12At]).at(-1) ?? null) : null,
    fatorR: /^\d+,\d+$/.test(fator) ? fator : null,
    declaredTotal: summary(l),
    establishments,
    columns,
    totals,
  };
  checkTotals(declaration);
  return declaration;
}

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The sums that close on a genuine declaration: each activity's taxes make its total, the activities' revenue the
 * RPA (received, under caixa), each column of the company's total the activities' column, exigível + suspenso the
 * declared total, and 2.6's total the same. A text that does not close was misread (or edited): refused.
 */
function checkTotals(d: PgdasDeclaration): void {
  const activities = d.establishments.flatMap((e) => e.activities);
  for (const a of activities) {
    if (sumOf(Object.values(a.taxes)) !== a.total) throw new DocumentShapeError("totals_activity", a.description);
  }
  const rpa = d.regime === "caixa" && d.rpaCaixa ? d.rpaCaixa.total : d.rpa.total;
  if (sumOf(activities.map((a) => a.revenue)) !== rpa) throw new DocumentShapeError("totals_revenue");
  for (const column of d.columns) {
    const declared = d.totals.declared[column];
    if (declared !== d.totals.exigivel[column] + d.totals.suspended[column])
      throw new DocumentShapeError("totals_company", column);
    const fromActivities =
      column === "Total" ? sumOf(activities.map((a) => a.total)) : sumOf(activities.map((a) => a.taxes[column] ?? 0));
    if (declared !== fromActivities) throw new DocumentShapeError("totals_company", column);
  }
  if (d.totals.declared.Total !== d.declaredTotal) throw new DocumentShapeError("totals_company", "Total");
}
