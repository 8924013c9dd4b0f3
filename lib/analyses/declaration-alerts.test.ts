import { describe, expect, it } from "vitest";
import type { LatestDeclarationFindings } from "@/lib/documents/queries";
import { declarationAlerts } from "./declaration-alerts";

// The findings of a company's last declaration become regime alerts with their figures in reais and fractions.

const company = { id: "c1", name: "Clínica Exemplo", revenue12m: 240_000 };

const row = (findings: LatestDeclarationFindings["findings"]): LatestDeclarationFindings => ({
  companyId: "c1",
  declarationId: "d1",
  pa: "2026-08",
  findings,
});

describe("declarationAlerts", () => {
  it("Fator r 0,20 of a declaration: a warning with the ratio and the R$ 1.600,00 a month that reach 28%", () => {
    const [alert] = declarationAlerts(
      [row([{ code: "fator_r_below", values: { ratio: 200_000, monthlyPayrollMissing: 160_000 } }])],
      [company],
    );
    expect(alert).toMatchObject({
      code: "declaration_fator_r_below",
      type: "warning",
      impact: "alto",
      companyId: "c1",
      companyName: "Clínica Exemplo",
      deadline: { year: 2026, month: 8 },
      declarationId: "d1",
      currentRevenue: 240_000,
      limit: null,
      figures: [
        { key: "declaredFatorR", value: 0.2, kind: "rate" },
        { key: "payrollMissingMonthly", value: 1600, kind: "money" },
      ],
    });
    expect(alert.source).toMatch(/LC 123\/2006, art\. 18/);
  });

  it("revenue near the sublimite carries the threshold as the limit; an amount above the law, in reais", () => {
    const alerts = declarationAlerts(
      [
        row([
          { code: "sublimite_near", values: { revenue: 320_000_000, threshold: 360_000_000 } },
          { code: "declared_above_law", values: { amount: 1000 } },
          { code: "monofasico_check", values: {} },
        ]),
      ],
      [company],
    );
    expect(alerts.map((a) => [a.code, a.type, a.limit, a.figures])).toEqual([
      [
        "declaration_sublimite_near",
        "warning",
        3_600_000,
        [{ key: "declaredRevenue", value: 3_200_000, kind: "money" }],
      ],
      ["declaration_above_law", "warning", null, [{ key: "declaredAbove", value: 10, kind: "money" }]],
      ["declaration_monofasico_check", "info", null, []],
    ]);
  });

  it("a company not in the list (deleted meanwhile) gives nothing", () => {
    expect(declarationAlerts([row([{ code: "fator_r_near", values: { ratio: 300_000 } }])], [])).toEqual([]);
  });
});
