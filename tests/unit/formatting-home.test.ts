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
];

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
            FORMATTING.filter((f) => f.re.test(line)).map((f) => `${path}:${i + 1}: ${f.what} outside lib/br`),
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
    ].map((text, i) => ({ path: `components/copy-${i}.tsx`, text }));
    expect(offences(copies)).toHaveLength(4);
    expect(offences([{ path: "lib/br/number.ts", text: copies[0].text }])).toEqual([]);
  });
});
