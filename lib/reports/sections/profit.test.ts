import { describe, expect, it } from "vitest";
import type { ProLaboreVsDividendsInput, ProLaboreVsDividendsResult } from "@/lib/tax";
import { computed } from "@/tests/helpers/report-fixtures";
import { reportTranslator } from "../format";
import { profitSection } from "./profit";

const t = reportTranslator();

describe("profitSection", () => {
  it("two partners: each partner's row, the path month by month and the scenarios", () => {
    const c = computed("profit_strategy");
    const r = c.result as ProLaboreVsDividendsResult;
    const body = profitSection(c.input as ProLaboreVsDividendsInput, r, t);
    expect(body.tables.map((x) => x.caption)).toEqual([
      t("reports.pdf.profit.partners"),
      t("tools.profit.path.table"),
      t("reports.pdf.profit.scenarios"),
    ]);
    expect(body.tables[0].rows).toHaveLength(2);
    expect(body.tables[1].rows).toHaveLength(24);
    expect(body.tables[1].highlight).toBe(12);
    expect(body.inputs).toContainEqual({ label: t("tools.profit.fields.partners"), value: "2" });
    expect(body.highlights.map((h) => h.label)).toEqual(
      expect.arrayContaining(["Pró-labore do Sócio 1 (mensal)", "Primeiro ano, comparado a não mudar"]),
    );
  });

  it("a row saved before the partners renders its scenarios alone", () => {
    const legacy = {
      scenarios: [
        {
          key: "minimo",
          name: "Pró-labore de um salário mínimo",
          proLabore: 1_621,
          dividends: 1_000,
          companyTaxAnnual: 10,
          partnerInssAnnual: 1,
          irrfAnnual: 2,
          dividendWithholdingAnnual: 3,
          irpfmBalance: 4,
          totalTaxAnnual: 20,
          partnerNetAnnual: 30,
        },
      ],
      best: "minimo",
      savings: 0,
      notes: [],
      steps: [],
    } as unknown as ProLaboreVsDividendsResult;
    const input = { regime: "simples", activity: "servicos_fator_r", monthlyRevenue: 1, monthlyCosts: 0 } as const;
    const body = profitSection(input, legacy, t);
    expect(body.tables).toHaveLength(1);
    expect(body.tables[0].rows[0][4]).toBe("R$ 10,00");
  });
});
