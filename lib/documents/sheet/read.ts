import { readSheet } from "read-excel-file/node";
import yauzl from "yauzl";
import { SHEET_LIMITS } from "../limits";
import { sniff } from "../sniff";
import type { SheetRowValues } from "./schema";

// Reads a companies spreadsheet (CSV in UTF-8 or Windows-1252, ',' ';' or tab; or XLSX) into text cells. An XLSX is
// checked as the ZIP it is (entries, declared and real sizes) before the reader opens it; its formulas are never run:
// the reader takes the values the file stored, and every cell is kept as text.

export type SheetRead =
  | { ok: true; months: string[]; rows: { line: number; values: SheetRowValues }[] }
  | {
      ok: false;
      reason:
        | "sheet_too_large"
        | "sheet_unreadable"
        | "sheet_no_rows"
        | "sheet_columns"
        | "sheet_months"
        | "sheet_too_many_rows";
    };

type Cell = string | number | boolean | Date | null;

function decode(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return new TextDecoder("windows-1252").decode(body);
  }
}

/** RFC 4180 cells with the delimiter the header line uses most. */
function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = [";", ",", "\t"].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

async function xlsxIsSafe(bytes: Uint8Array): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true },
      (error, zip) => {
        if (error || !zip) return resolve(false);
        if (zip.entryCount > 500) return resolve(false);
        let total = 0;
        zip.on("entry", (entry: yauzl.Entry) => {
          total += entry.uncompressedSize;
          if (total > SHEET_LIMITS.xlsxUncompressedBytes) {
            zip.close();
            return resolve(false);
          }
          zip.readEntry();
        });
        zip.on("end", () => resolve(true));
        zip.on("error", () => resolve(false));
        zip.readEntry();
      },
    );
  });
}

const pad = (n: number) => String(n).padStart(2, "0");
const MONTHS_PT = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** A header cell naming a month: "08/2026", "8/2026", "ago/26", "2026-08", an Excel date or its serial number. */
export function monthOfHeader(cell: Cell): string | null {
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}`;
  const serial = typeof cell === "number" ? cell : /^\d{5}$/.test(String(cell ?? "").trim()) ? Number(cell) : NaN;
  if (serial > 20_000 && serial < 80_000) {
    const d = new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  }
  const text = String(cell ?? "")
    .trim()
    .toLowerCase();
  let m = /^(?:receita\s+)?(\d{1,2})\/(\d{4})$/.exec(text);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return `${m[2]}-${pad(Number(m[1]))}`;
  m = /^(\d{4})-(\d{2})$/.exec(text);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return `${m[1]}-${m[2]}`;
  m = /^([a-zç]{3})\w*[/-](\d{2}|\d{4})$/.exec(text);
  if (m && MONTHS_PT.includes(m[1]))
    return `${m[2].length === 2 ? `20${m[2]}` : m[2]}-${pad(MONTHS_PT.indexOf(m[1]) + 1)}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(Number(m[2]))}`;
  return null;
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();

const FIELDS: Record<string, keyof Omit<SheetRowValues, "receitas">> = {
  cnpj: "cnpj",
  nome: "nome",
  "razao social": "nome",
  "nome empresarial": "nome",
  empresa: "nome",
  atividade: "atividade",
  anexo: "atividade",
  "atividade anexo": "atividade",
  regime: "regime",
  uf: "uf",
  estado: "uf",
  folha: "folha",
  "folha mensal": "folha",
  "pro labore": "prolabore",
  "pro labore mensal": "prolabore",
  prolabore: "prolabore",
};

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isInteger(cell) ? String(cell) : cell.toFixed(2);
  if (cell instanceof Date) return `${pad(cell.getUTCDate())}/${pad(cell.getUTCMonth() + 1)}/${cell.getUTCFullYear()}`;
  return String(cell).trim();
}

/** The spreadsheet's lines as text fields, with the twelve month columns found in its header. */
export async function readCompaniesSheet(bytes: Uint8Array): Promise<SheetRead> {
  if (bytes.byteLength > SHEET_LIMITS.bytes) return { ok: false, reason: "sheet_too_large" };
  let table: Cell[][];
  if (sniff(bytes) === "zip") {
    if (!(await xlsxIsSafe(bytes))) return { ok: false, reason: "sheet_unreadable" };
    try {
      table = (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) as Cell[][];
    } catch {
      return { ok: false, reason: "sheet_unreadable" };
    }
  } else if (sniff(bytes) === "pdf" || bytes.subarray(0, 4096).includes(0)) {
    return { ok: false, reason: "sheet_unreadable" };
  } else {
    table = parseCsv(decode(bytes));
  }
  const [header, ...body] = table;
  if (!header || body.length === 0) return { ok: false, reason: "sheet_no_rows" };
  if (body.length > SHEET_LIMITS.rows) return { ok: false, reason: "sheet_too_many_rows" };
  const columns = new Map<keyof Omit<SheetRowValues, "receitas">, number>();
  const monthColumns: { month: string; index: number }[] = [];
  header.forEach((cell, index) => {
    const field = FIELDS[fold(text(cell))];
    if (field && !columns.has(field)) columns.set(field, index);
    else {
      const month = monthOfHeader(cell);
      if (month) monthColumns.push({ month, index });
    }
  });
  if (!columns.has("cnpj") || !columns.has("nome") || !columns.has("atividade"))
    return { ok: false, reason: "sheet_columns" };
  monthColumns.sort((a, b) => a.month.localeCompare(b.month));
  const months = monthColumns.map((m) => m.month);
  const consecutive = months.every((m, i) => {
    if (i === 0) return true;
    const [y, mm] = months[i - 1].split("-").map(Number);
    return m === (mm === 12 ? `${y + 1}-01` : `${y}-${pad(mm + 1)}`);
  });
  if (months.length !== 12 || !consecutive) return { ok: false, reason: "sheet_months" };
  const at = (row: Cell[], field: keyof Omit<SheetRowValues, "receitas">) => {
    const i = columns.get(field);
    return i === undefined ? "" : text(row[i] ?? null);
  };
  const rows = body.map((row, i) => ({
    line: i + 2,
    values: {
      cnpj: at(row, "cnpj"),
      nome: at(row, "nome"),
      atividade: at(row, "atividade"),
      regime: at(row, "regime"),
      uf: at(row, "uf"),
      receitas: monthColumns.map((m) => text(row[m.index] ?? null)),
      folha: at(row, "folha"),
      prolabore: at(row, "prolabore"),
    },
  }));
  return { ok: true, months, rows };
}
