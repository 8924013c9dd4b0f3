// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { COMPARISON_YEARS, TAX_YEARS } from "@/lib/forms/fields";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import type { RegimeComparison } from "@/lib/tax";
import { FiscalResults } from "./fiscal-results";

// A Presumido company in 2027 pays CBS and IBS (with credits), no longer PIS/COFINS, and the
// fiscal simulator's result shows those lines; its year select offers 2027 (SUPPORTED_YEARS).

afterEach(cleanup);

function presumidoLines(year: "2026" | "2027" | "2033") {
  const values = {
    ...fiscalDefaults(null),
    activity: "servicos_gerais" as const,
    annualRevenue: "1.200.000,00",
    monthlyCreditableCosts: "10.000,00",
    year,
  };
  const computed = computeTool("fiscal", values);
  if (!computed.ok) throw new Error(computed.message);
  render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <FiscalResults result={computed.result as RegimeComparison} />
    </NextIntlClientProvider>,
  );
  const card = screen.getByTestId("regime-card-presumido");
  return within(card)
    .getAllByRole("rowheader")
    .map((th) => th.textContent);
}

describe("fiscal simulator, Lucro Presumido", () => {
  it("offers 2027 in the year select", () => {
    expect(TAX_YEARS).toContain("2027");
  });

  it("shows CBS and IBS lines in 2027 and PIS/COFINS in 2026", () => {
    const y2027 = presumidoLines("2027");
    expect(y2027).toEqual(expect.arrayContaining(["CBS", "IBS"]));
    expect(y2027).not.toEqual(expect.arrayContaining(["PIS"]));
    expect(y2027).not.toContain("COFINS");
    cleanup();
    const y2026 = presumidoLines("2026");
    expect(y2026).toEqual(expect.arrayContaining(["PIS", "COFINS"]));
    expect(y2026).not.toContain("CBS");
  });

  it("offers the reform years it projects, 2028 to 2033, beside the years with tables", () => {
    expect(COMPARISON_YEARS).toEqual(["2033", "2032", "2031", "2030", "2029", "2028", ...TAX_YEARS]);
  });

  it("in 2033 shows the projection warning and CBS and IBS, with ISS extinct (ADCT art. 129)", () => {
    expect(presumidoLines("2033")).toEqual(expect.arrayContaining(["CBS", "IBS"]));
    expect(screen.getByText(/Projeção para 2033/).textContent).toContain("ICMS e ISS extintos");
  });
});
