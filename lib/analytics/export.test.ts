import { describe, expect, it } from "vitest";
import { reportTranslator } from "@/lib/reports/format";
import { analyticsSections, CSV_CELLS, sectionsCsv } from "./export";
import type { Analytics } from "./queries";

const analytics: Analytics = {
  range: { start: "2026-10-25", end: "2026-11-23" },
  mrrCentavos: 10482,
  arrCentavos: 125784,
  activeSubscribers: 2,
  subscribersByPlan: [{ plan: "Básico", subscribers: 1, mrrCentavos: 2990 }],
  months: [{ month: "2026-11", newSubscribers: 2, churned: 1, revenueCentavos: 123456 }],
  funnel: { registered: 5, paymentCreated: 4, paid: 3 },
  trialToPaid: 0.6,
  usage: { simulationsByType: [{ type: "clt_vs_pj", count: 7 }], aiMessages: 2, reports: 0 },
  revenueCentavos: 123456,
  revenueByPlan: [],
};

describe("analytics export", () => {
  it("writes the page's figures as a pt-BR CSV: plain decimals, percentages, month labels, empty tables said so", () => {
    const t = reportTranslator();
    const csv = sectionsCsv(analyticsSections(analytics, t, CSV_CELLS), t("adminAnalytics.export.empty"));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toContain("Período;25/10/2026 – 23/11/2026");
    expect(lines).toContain("MRR (R$);104,82");
    expect(lines).toContain("ARR (R$);1257,84");
    expect(lines).toContain("Conversão trial → pago (%);60,0");
    expect(lines).toContain("Básico;1;29,90");
    expect(lines).toContain("11/2026;2;1;1234,56");
    expect(lines).toContain("Pago;3;60,0");
    expect(lines).toContain("Simulações: CLT × PJ;7");
    // Revenue by plan is empty: its title, header and the empty line, never a blank table.
    const i = lines.indexOf("Receita por plano");
    expect(lines.slice(i, i + 3)).toEqual([
      "Receita por plano",
      "Plano;Pagamentos;Receita (R$)",
      "Nenhum dado no período",
    ]);
  });
});
