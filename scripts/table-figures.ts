/**
 * No tax figure written twice: the distinctive numbers of lib/tax/tables, and where else the source types them.
 *
 * A figure typed outside the tables is invisible to the mutation check (scripts/mutate-tax-tables.ts): when the
 * table changes, the copy goes stale with every test green. So app/, components/, lib/ and messages/ may not
 * write a table's distinctive amount or rate; they render it from the tables (lib/br formatting) instead.
 *
 * Which figures: every `brl(...)` amount, the Simples band tops and deductions (money), and every `pct(...)` rate
 * and Simples nominal rate. Which are distinctive (a common number in an example is not a restated figure):
 * - an amount with centavos, or of at least R$ 100 whose significant digits are not a single one (R$ 1.621,
 *   R$ 81.000 and R$ 4.800.000 are; R$ 5.000, R$ 50.000 and R$ 600.000 are not);
 * - a rate with decimals (7,5%, 0,65%); whole rates (8%, 20%) are everywhere in prose.
 * How they are found: in text, an amount after "R$" (also "R$ 81 mil", "R$ 4,8 milhões") or written with
 * centavos and thousands ("7.786,02"), and a rate followed by "%"; in TypeScript, also a numeric literal equal to
 * the amount in reais or centavos (1_621, 162100) or to the rate as a fraction (0.075).
 * Test files are not scanned: pinning the figures is their job.
 */
import path from "node:path";
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const TABLES_DIR = "lib/tax/tables";
const SCANNED = ["app", "components", "lib", "messages"];

export type Figure = { kind: "money"; cents: number } | { kind: "rate"; ppm: number };

/** A figure typed outside the tables that is not one, with the reason; matched by file and text as written. */
export const ALLOWED: readonly { file: string; text: string; reason: string }[] = [
  {
    file: "lib/demo/seed.ts",
    text: "4.500,00",
    reason: "the demo company's monthly creditable costs, a sample input that only equals an Anexo V deduction",
  },
];

export type Restated = { file: string; line: number; text: string; figure: string };

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

function callee(node: ts.Node): string | null {
  const p = node.parent;
  return ts.isCallExpression(p) && ts.isIdentifier(p.expression) ? p.expression.text : null;
}

/** The money and rate literals of one table file, as written (reais and percent). */
function literalsOf(file: string): Figure[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const annexes = file.endsWith("simples-annexes.ts");
  const out: Figure[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text);
      const fn = callee(node);
      const p = node.parent;
      if (fn === "brl") out.push({ kind: "money", cents: Math.round(value * 100) });
      else if (fn === "pct") out.push({ kind: "rate", ppm: Math.round(value * 10_000) });
      else if (annexes && ts.isArrayLiteralExpression(p)) {
        // BAND_TOPS are money; an annex row is [nominal %, deduction R$, split].
        const index = p.elements.indexOf(node);
        if (ts.isVariableDeclaration(p.parent) || index === 1)
          out.push({ kind: "money", cents: Math.round(value * 100) });
        else if (index === 0) out.push({ kind: "rate", ppm: Math.round(value * 10_000) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function isDistinctive(f: Figure): boolean {
  if (f.kind === "rate") return f.ppm % 10_000 !== 0;
  if (f.cents % 100 !== 0) return true;
  const reais = f.cents / 100;
  return reais >= 100 && String(reais).replace(/0+$/, "").length >= 2;
}

/** The distinctive figures of every table file, keyed as the scanner compares them ("m:162100", "r:75000"). */
export function distinctiveFigures(): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  for (const file of listFiles(path.join(root, TABLES_DIR)).filter((f) => f.endsWith(".ts"))) {
    for (const f of literalsOf(file)) if (isDistinctive(f)) figures.set(keyOf(f), f);
  }
  return figures;
}

const keyOf = (f: Figure) => (f.kind === "money" ? `m:${f.cents}` : `r:${f.ppm}`);

export function describeFigure(f: Figure): string {
  if (f.kind === "rate") return `${String(f.ppm / 10_000).replace(".", ",")}% (tabela)`;
  const [int, frac] = (f.cents / 100).toFixed(2).split(".");
  return `R$ ${int.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${frac} (tabela)`;
}

const SCALES: Record<string, number> = { mil: 1_000, mi: 1_000_000, milhao: 1_000_000, milhoes: 1_000_000 };

/** pt-BR digits ("1.621", "4,8", "7.786,02") → a number. */
const ptNumber = (int: string, frac: string | undefined) => Number(`${int.replace(/\./g, "")}.${frac ?? "0"}`);

/** The figures written in a line of text: [text as written, figure]. */
function figuresInText(line: string): [string, Figure][] {
  const out: [string, Figure][] = [];
  const money =
    /R\$\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(?:\s*(mil|milh(?:ão|ao|ões|oes)|mi)\b)?|(?<![\d.,])(\d{1,3}(?:\.\d{3})+),(\d{2})(?![\d%])/g;
  for (const m of line.matchAll(money)) {
    if (m[1] !== undefined) {
      const scale = m[3] ? SCALES[m[3].normalize("NFD").replace(/\p{M}/gu, "")] : 1;
      out.push([m[0], { kind: "money", cents: Math.round(ptNumber(m[1], m[2]) * scale * 100) }]);
    } else out.push([m[0], { kind: "money", cents: Math.round(ptNumber(m[4], m[5]) * 100) }]);
  }
  for (const m of line.matchAll(/(?<![\d.,])(\d+),(\d+)\s*%/g)) {
    out.push([m[0], { kind: "rate", ppm: Math.round(ptNumber(m[1], m[2]) * 10_000) }]);
  }
  return out;
}

/** The numeric literals of TypeScript code read as a table's figure: reais, centavos, or a fraction rate. */
function figuresInCode(file: string, text: string): { pos: number; text: string; figures: Figure[] }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: { pos: number; text: string; figures: Figure[] }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text);
      const figures: Figure[] = [
        { kind: "money", cents: Math.round(value * 100) },
        { kind: "rate", ppm: Math.round(value * 1_000_000) },
      ];
      if (Number.isInteger(value)) figures.push({ kind: "money", cents: value });
      out.push({ pos: node.getStart(source), text: node.getText(source), figures });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The distinctive table figures written in one file's text (path relative to the root), minus the allow-list. */
export function restatedIn(file: string, text: string, figures: Map<string, Figure>): Restated[] {
  const found: Restated[] = [];
  const report = (line: number, written: string, f: Figure) => {
    const figure = figures.get(keyOf(f));
    if (!figure || ALLOWED.some((a) => a.file === file && a.text === written)) return;
    found.push({ file, line, text: written, figure: describeFigure(figure) });
  };
  text.split("\n").forEach((line, i) => {
    for (const [written, f] of figuresInText(line)) report(i + 1, written, f);
  });
  if (/\.tsx?$/.test(file)) {
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
    const lineOf = (pos: number) => lineStarts.findLastIndex((s) => s <= pos) + 1;
    for (const literal of figuresInCode(file, text)) {
      const f = literal.figures.find((x) => figures.has(keyOf(x)));
      if (f) report(lineOf(literal.pos), literal.text, f);
    }
  }
  return found;
}

/** Every distinctive table figure typed in the scanned folders (tests aside), minus the allow-list. */
export function findRestatedFigures(figures = distinctiveFigures()): Restated[] {
  return SCANNED.flatMap((dir) => listFiles(path.join(root, dir)))
    .map((f) => path.relative(root, f))
    .filter((f) => /\.(tsx?|json)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("__tests__"))
    .filter((f) => !f.startsWith(TABLES_DIR + "/"))
    .sort()
    .flatMap((file) => restatedIn(file, readFileSync(path.join(root, file), "utf8"), figures));
}

export function formatRestated(found: readonly Restated[]): string {
  return found.map((r) => `  ${r.file}:${r.line}  "${r.text}" = ${r.figure}`).join("\n");
}
