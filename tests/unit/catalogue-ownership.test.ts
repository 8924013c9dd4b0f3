import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REFORM_SCHEDULE } from "@/lib/tax/tables/reform";
import { TOOL_KEYS, TOOLS } from "@/lib/tools/catalogue";
import { REFORM_FILING_YEAR } from "@/lib/tools/reform-year";

// What the tool catalogue (lib/tools/catalogue.ts) owns stays there: a tool's names (title, description, card, nav
// label, a saved run's title) are read through TOOLS[key].messages, never by their message key; a tool's year comes
// from the engine's tables, the reform's from its calendar (lib/tools/reform-year.ts), never as a number.

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Written by `npm run generate` from the components' message reads: it lists every key a page uses. */
const GENERATED = "components/i18n/client-messages.generated.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const production = ["app", "components", "lib"]
  .flatMap(sourceFiles)
  .filter((file) => file !== GENERATED && !file.includes("/__tests__/"))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

/** The tool names a source reads by their key: `t("hiddenCredits.title")`, or `title` of a tool's namespace. */
function toolNamesByHand(text: string, keys: readonly string[]): string[] {
  const literal = keys.filter((key) => text.includes(`"${key}"`) || text.includes(`"${key}.`));
  const namespaces = new Set(keys.map((key) => key.slice(0, key.lastIndexOf("."))));
  const scoped = [...text.matchAll(/Translations\(\s*"([\w.]+)"\s*\)/g)]
    .filter((m) => namespaces.has(m[1]))
    .flatMap((m) =>
      /\bt\(\s*"(title|subtitle|summary)"/.test(text) ? [`${m[1]} read as t("title"|"subtitle"|"summary")`] : [],
    );
  return [...literal, ...scoped];
}

/** A year written as a number where a tool's or the reform's year belongs. */
const YEAR_LITERAL = /\byear:\s*(?:\(\)\s*=>\s*)?20\d\d\b/;

describe("the tool catalogue owns the tools' names and years", () => {
  const names = TOOL_KEYS.flatMap((key) => Object.values(TOOLS[key].messages));

  it("a tool's names are read through TOOLS[key].messages, never by their message key elsewhere", () => {
    const offenders = production
      .filter(({ file }) => file !== "lib/tools/catalogue.ts")
      .flatMap(({ file, text }) => toolNamesByHand(text, names).map((found) => `${file}: ${found}`));
    expect(offenders).toEqual([]);
  });

  it("the check itself sees a title by its key, a saved run's title and a tool namespace's title", () => {
    expect(toolNamesByHand('t("hiddenCredits.title")', names)).toEqual(["hiddenCredits.title"]);
    expect(toolNamesByHand('createTranslator({ namespace: "tools.titles" })', ["tools.titles.fiscal"])).toEqual([]);
    expect(toolNamesByHand('const titles = t("tools.titles.fiscal", { detail })', names)).toEqual([
      "tools.titles.fiscal",
    ]);
    expect(toolNamesByHand('const t = useTranslations("tools.labor");\nt("title")', names)).toEqual([
      'tools.labor read as t("title"|"subtitle"|"summary")',
    ]);
    expect(toolNamesByHand('const t = useTranslations("tools.labor");\nt("fields.salary")', names)).toEqual([]);
  });

  it("no tool's or the reform's year is written as a number outside the engine", () => {
    const offenders = production
      .filter(({ file }) => !file.startsWith("lib/tax/"))
      .filter(({ text }) => YEAR_LITERAL.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
    expect(YEAR_LITERAL.test("    year: () => 2027,")).toBe(true);
    expect(YEAR_LITERAL.test("      year: 2027,")).toBe(true);
    expect(YEAR_LITERAL.test("year: (i) => i.year ?? DEFAULT_TAX_YEAR")).toBe(false);
  });

  it("the reform is filed under the first year CBS and IBS replace PIS and COFINS: 2027 (LC 214/2025, art. 542)", () => {
    expect(REFORM_FILING_YEAR).toBe(2027);
    expect(REFORM_SCHEDULE[REFORM_FILING_YEAR].pisCofins.inForce).toBe(false);
    expect(REFORM_SCHEDULE[2026].pisCofins.inForce).toBe(true);
    expect(TOOLS.reforma_tributaria.year({} as never)).toBe(REFORM_FILING_YEAR);
  });
});
