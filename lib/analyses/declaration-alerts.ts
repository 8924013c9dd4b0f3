import type { LatestDeclarationFindings } from "@/lib/documents/queries";
import type { FindingCode } from "@/lib/documents/reconcile";
import type { AlertCode, Figure, RegimeAlert } from "@/lib/insights";
import { PPM, toReais } from "@/lib/tax/money";

// The findings of each company's last imported PGDAS-D declaration as regime alerts: what the declaration the owner
// filed shows (facts of a past PA), beside the monitor's projections. Texts: insights.alerts.rules.declaration_*.

type Kind = Pick<RegimeAlert, "type" | "impact" | "source"> & { code: AlertCode };

const FATOR_R_SOURCE = "LC 123/2006, art. 18, §§ 5º-J, 5º-M e 24";

const KIND: Record<FindingCode, Kind> = {
  // The Anexo V costs the activity from the next PA on; the payroll that fixes it is the figure.
  fator_r_below: { code: "declaration_fator_r_below", type: "warning", impact: "alto", source: FATOR_R_SOURCE },
  fator_r_near: { code: "declaration_fator_r_near", type: "info", impact: "medio", source: FATOR_R_SOURCE },
  sublimite_near: {
    code: "declaration_sublimite_near",
    type: "warning",
    impact: "medio",
    source: "LC 123/2006, arts. 13-A e 20",
  },
  limit_near: { code: "declaration_limit_near", type: "warning", impact: "alto", source: "LC 123/2006, art. 3º, II" },
  declared_above_law: {
    code: "declaration_above_law",
    type: "warning",
    impact: "medio",
    source: "LC 123/2006, art. 18 (o valor devido) e art. 21, § 5º (restituição e compensação)",
  },
  monofasico_check: {
    code: "declaration_monofasico_check",
    type: "info",
    impact: "baixo",
    source: "LC 123/2006, art. 18, § 4º-A",
  },
};

const money = (key: string, cents: number | undefined): Figure[] =>
  cents === undefined ? [] : [{ key, value: toReais(cents), kind: "money" }];

function figuresOf(code: FindingCode, values: Record<string, number>): Figure[] {
  switch (code) {
    case "fator_r_below":
      return [
        { key: "declaredFatorR", value: values.ratio / PPM, kind: "rate" },
        ...money("payrollMissingMonthly", values.monthlyPayrollMissing),
      ];
    case "fator_r_near":
      return [{ key: "declaredFatorR", value: values.ratio / PPM, kind: "rate" }];
    case "sublimite_near":
    case "limit_near":
      return money("declaredRevenue", values.revenue);
    case "declared_above_law":
      return money("declaredAbove", values.amount);
    case "monofasico_check":
      return [];
  }
}

type CompanyRef = { id: string; name: string; revenue12m: number };

/** One alert per finding of each company's last declaration (`rows`, from latestDeclarationFindings). */
export function declarationAlerts(rows: readonly LatestDeclarationFindings[], companies: readonly CompanyRef[]) {
  const byId = new Map(companies.map((c) => [c.id, c]));
  return rows.flatMap((row): RegimeAlert[] => {
    const company = byId.get(row.companyId);
    if (!company) return [];
    const [year, month] = row.pa.split("-").map(Number);
    return row.findings
      .filter((f) => f.code in KIND)
      .map((f) => ({
        ...KIND[f.code],
        companyId: company.id,
        companyName: company.name,
        deadline: { year, month },
        currentRevenue: company.revenue12m,
        limit: f.code === "sublimite_near" || f.code === "limit_near" ? toReais(f.values.threshold) : null,
        savings: null,
        currentAnnex: null,
        correctAnnex: null,
        figures: figuresOf(f.code, f.values),
        declarationId: row.declarationId,
      }));
  });
}
