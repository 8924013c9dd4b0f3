// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import type { RegimeComparison } from "@/lib/tax";
import { FiscalResults } from "./fiscal-results";

afterEach(cleanup);

describe("fiscal simulator, a Fator R company", () => {
  function simplesCard(payrollMonthly: string) {
    const values = {
      ...fiscalDefaults(null),
      activity: "servicos_fator_r" as const,
      annualRevenue: "600.000,00",
      payrollMonthly,
      year: "2026" as const,
    };
    const computed = computeTool("fiscal", values);
    if (!computed.ok) throw new Error(computed.message);
    render(
      <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
        <FiscalResults result={computed.result as RegimeComparison} />
      </NextIntlClientProvider>,
    );
    return within(screen.getByTestId("regime-card-simples"));
  }

  it("shows the Fator R and the annex it gives on the Simples card, not only in the memória", () => {
    // Payroll R$ 15.000 a month: the 12 months' payroll over RBT12 is at least 15.000 × 12 ÷ 600.000 = 30% → III.
    const card = simplesCard("15.000,00");
    expect(card.getByTestId("fator-r").previousElementSibling?.textContent).toBe("Fator R");
    expect(card.getByTestId("fator-r").textContent).toMatch(/^\d+,\d{2}\s?% → Anexo III$/);
    cleanup();
    // Without payroll the ratio is below 28%: Anexo V.
    expect(simplesCard("").getByTestId("fator-r").textContent).toMatch(/→ Anexo V$/);
  });
});
