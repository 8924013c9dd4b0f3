import { describe, expect, it } from "vitest";
import { laborCost, type LaborCostInput } from "@/lib/tax";
import { reportTranslator } from "../format";
import { laborSection } from "./labor";

const t = reportTranslator();

function cppRow(regime: LaborCostInput["regime"]) {
  const input: LaborCostInput = { salary: 5_000, regime, year: 2026 };
  const body = laborSection(input, laborCost(input), t);
  return body.tables[0].rows.find((row) => row[0] === "INSS patronal (CPP)")?.[1].replace(/\s/g, " ");
}

describe("laborSection: the CPP row", () => {
  it("says the Simples pays it in the DAS (LC 123/2006 art. 13, VI)", () => {
    expect(cppRow("simples")).toBe("R$ 0,00 (no DAS)");
  });

  it("prints the 20% on the payroll elsewhere", () => {
    expect(cppRow("presumido")).toBe("R$ 1.000,00");
  });
});
