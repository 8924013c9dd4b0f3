import { describe, expect, it } from "vitest";
import { ALLOWED, distinctiveFigures, findRestatedFigures, formatRestated, restatedIn } from "@/scripts/table-figures";

// No tax figure written twice (lib/tax/README.md, "No legal number outside the tables"): the scan the mutation
// check runs first, here on the whole source and on planted copies.

const figures = distinctiveFigures();
const texts = (file: string, text: string) => restatedIn(file, text, figures).map((r) => r.text);

describe("table figures typed outside lib/tax/tables", () => {
  it("finds none in app/, components/, lib/ or messages/", () => {
    const found = findRestatedFigures(figures);
    expect(found, formatRestated(found)).toEqual([]);
  }, 60_000); // parses every source file: seconds on a busy machine

  it("finds a planted copy of a table amount or rate, in text and in code", () => {
    expect(texts("lib/x.ts", 'const s = "teto de R$ 8.475,55 e 7,5% na 1ª faixa";')).toEqual(["R$ 8.475,55", "7,5%"]);
    expect(texts("messages/pt-BR.json", '"a": "limite de R$ 81 mil, sublimite de R$ 3,6 milhões"')).toEqual([
      "R$ 81 mil",
      "R$ 3,6 milhões",
    ]);
    expect(texts("lib/x.ts", "const TETO = 8_475.55; const SM = 162_100; const RATE = 0.075;")).toEqual([
      "8_475.55",
      "162_100",
      "0.075",
    ]);
    expect(texts("lib/x.ts", 'const s = "dedução de 1.903,98";')).toEqual(["1.903,98"]);
  });

  it("leaves common numbers alone: round amounts, whole rates, years and law numbers", () => {
    expect(texts("lib/x.ts", 'const s = "R$ 5.000,00 ou R$ 50 mil por mês, 20% e 8%";')).toEqual([]);
    expect(texts("lib/x.ts", 'const s = "Lei 12.546/2011, art. 9º; em 2026"; const n = 2026;')).toEqual([]);
  });

  it("allows a figure only with a reason", () => {
    for (const entry of ALLOWED) expect(entry.reason.length, `${entry.file} ${entry.text}`).toBeGreaterThan(20);
  });
});
