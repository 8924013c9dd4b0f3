// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { meiCheck } from "@/lib/tax";
import messages from "@/messages/pt-BR.json";
import { MeiResult } from "./mei-result";

afterEach(cleanup);

const renderPt = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

// No contradiction on one screen: "não é adequado" never sits beside an MEI saving.
describe("MeiResult", () => {
  it("a business that cannot be MEI reads 'não se aplica' where the saving would be", () => {
    const result = meiCheck({ activity: "servicos", monthlyRevenue: 60_000, year: 2026 });
    expect(result.eligible).toBe(false);
    expect(result.annualSavings).toBeGreaterThan(0); // what the engine computes; the screen must not offer it
    renderPt(<MeiResult result={result} />);
    expect(screen.getByText("MEI não é adequado para seu caso")).toBeTruthy();
    expect(screen.getByTestId("mei-savings").textContent).toBe("Não se aplica: o negócio não cabe no MEI");
  });

  it("an eligible business sees its saving in reais", () => {
    const result = meiCheck({ activity: "servicos", monthlyRevenue: 5_000, year: 2026 });
    expect(result.eligible).toBe(true);
    renderPt(<MeiResult result={result} />);
    expect(screen.getByTestId("mei-savings").textContent?.replace(/\u00a0/g, " ")).toMatch(/^R\$ [\d.]+,\d{2}$/);
  });
});
