import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadedWith } from "@/scripts/generate/client-message-usage";

/**
 * What a public calculator's form loads with itself is in the page's first JavaScript, which a phone evaluates before
 * the page answers (docs/performance.md, "What a first visit evaluates"). The engine and the year tables arrive on
 * demand (components/calculators/engine.ts); this keeps a form check from bringing them back with one import.
 */
const CALCULATORS = readdirSync(path.resolve(import.meta.dirname, "../../components/calculators"))
  .filter((file) => file.endsWith("-calculator.tsx"))
  .map((file) => `components/calculators/${file}`);

const ON_DEMAND = [/^lib\/tax\/index\.ts$/, /^lib\/tax\/tables\/(index|\d{4}|simples-reform|simples-annexes)\.ts$/];
// lib/utils.ts's cn() is tailwind-merge; the primitives a form uses take a class of app/globals.css and clsx instead.
const NOT_ON_A_FORM = [/^lib\/utils\.ts$/];

describe("the public calculators' first JavaScript", () => {
  it("finds the six calculators", () => {
    expect(CALCULATORS).toHaveLength(6);
  });

  it.each(CALCULATORS)("%s loads neither the engine, the year tables nor tailwind-merge with itself", (entry) => {
    const loaded = [...loadedWith(entry)];
    expect(loaded).toContain("lib/tools/public-calculators.ts");
    expect(loaded).toContain("components/ui/button.tsx");
    expect(loaded.filter((file) => [...ON_DEMAND, ...NOT_ON_A_FORM].some((re) => re.test(file)))).toEqual([]);
  });

  it("the engine file, loaded on demand, does reach the tables (the walk follows the imports)", () => {
    expect([...loadedWith("components/calculators/engine.ts")]).toContain("lib/tax/tables/2027.ts");
  });
});
