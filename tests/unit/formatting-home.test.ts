import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Numbers, dates and HTML text are written in one place each: lib/br (money, percent, numbers, dates), the tax
// engine's integer memória formatter (lib/tax/steps.ts: the lowest layer, exact to the centavo without floats) and
// lib/email/html.ts. A copy elsewhere drifts (a CSV with grouping, a UTC "today"); this walk finds one.
const ROOT = join(import.meta.dirname, "..", "..");
const HOMES = ["lib/br/", "lib/tax/steps.ts", "lib/email/html.ts"];
const FORMATTING = [
  { what: "an Intl formatter", re: /\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat)\b/ },
  { what: "a toLocale…String call", re: /\.toLocale(Date|Time)?String\(/ },
  { what: "a decimal comma by hand", re: /\.toFixed\(\d+\)\.replace\(/ },
  { what: "an HTML escaper", re: /function escapeHtml\b|escapeHtml\s*=/ },
  { what: "a date turned around by hand", re: /\.split\(["'`]-["'`]\)\.reverse\(\)/ },
  { what: "a date or month cut by hand", re: /\.slice\(5, ?7\)\}\/\$\{|\.slice\(8, ?10\)\}\/\$\{/ },
  { what: "a date glued from its parts", re: /`\$\{\w+\}\/\$\{\w+\}\/\$\{\w+\}`/ },
  { what: "a month glued from its parts", re: /padStart\(2, ["']0["']\)\}\/\$\{/ },
  { what: "a semester named by hand", re: /º semestre de/ },
];
// The engine writes its memória with its own formatters (lib/tax/steps.ts: lib/tax sits below lib/br and cannot
// import it); the Banco Central's API takes its own date format (lib/selic/bcb.ts).
const DATE_HOMES = ["lib/tax/", "lib/selic/bcb.ts"];
const DATE_RULES = new Set(FORMATTING.slice(4).map((f) => f.what));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function offences(files: readonly { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    HOMES.some((home) => path.startsWith(home))
      ? []
      : text
          .split("\n")
          .flatMap((line, i) =>
            FORMATTING.filter(
              (f) => f.re.test(line) && !(DATE_RULES.has(f.what) && DATE_HOMES.some((home) => path.startsWith(home))),
            ).map((f) => `${path}:${i + 1}: ${f.what} outside lib/br`),
          ),
  );
}

describe("formatting lives in lib/br", () => {
  it("no module of app, components or lib formats numbers, dates or HTML on its own", () => {
    const files = ["app", "components", "lib"]
      .flatMap(sources)
      .map((path) => ({ path: relative(ROOT, join(ROOT, path)), text: readFileSync(join(ROOT, path), "utf8") }));
    expect(files.length).toBeGreaterThan(300);
    expect(offences(files)).toEqual([]);
  });

  it("the walk finds each kind of copy", () => {
    const copies = [
      'const f = new Intl.NumberFormat("pt-BR");',
      'x.toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" })',
      '`${p.toFixed(2).replace(".", ",")}%`',
      "function escapeHtml(v: string) {}",
      'const brDate = (iso: string) => iso.split("-").reverse().join("/");',
      "const label = `${period.slice(5, 7)}/${period.slice(0, 4)}`;",
      "return d && m && y ? `${d}/${m}/${y}` : iso;",
      'month: `${String(m.month).padStart(2, "0")}/${m.year}`,',
      "return `${half}º semestre de ${year}`;",
    ].map((text, i) => ({ path: `components/copy-${i}.tsx`, text }));
    expect(offences(copies)).toHaveLength(9);
    expect(offences([{ path: "lib/tax/credits.ts", text: copies[5].text }])).toEqual([]);
    expect(offences([{ path: "lib/br/number.ts", text: copies[0].text }])).toEqual([]);
  });
});
