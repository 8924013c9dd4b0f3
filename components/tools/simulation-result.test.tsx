// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { SimulationType } from "@/lib/db/enums";
import messages from "@/messages/pt-BR.json";
import { computeTool } from "@/lib/tools/compute";
import { toSavedResult } from "@/lib/tools/saved-result";
import { SimulationResult } from "./simulation-result";

afterEach(cleanup);

const mei = computeTool("mei", {
  activity: "servicos",
  monthlyRevenue: "5.000,00",
  startDate: "",
  employees: "",
  employeeSalary: "",
  hasPartner: false,
  ownsOtherCompany: false,
  year: "2026",
});

function renderSaved(result: unknown, type: SimulationType = "mei") {
  return render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <SimulationResult type={type} result={result} />
    </NextIntlClientProvider>,
  );
}

describe("SimulationResult", () => {
  it.each([
    ["versioned", () => toSavedResult(mei.ok ? mei.result : null)],
    ["legacy (bare result)", () => (mei.ok ? mei.result : null)],
  ])("renders a %s row with the tool's result view", (_, stored) => {
    renderSaved(JSON.parse(JSON.stringify(stored())));
    expect(screen.getByTestId("mei-result")).toBeTruthy();
  });

  it("says there is no result for an empty row or a type without a view", () => {
    renderSaved(null);
    expect(screen.getByText(messages.simulations.noResult)).toBeTruthy();
    cleanup();
    renderSaved(toSavedResult({ score: 1 }), "risk");
    expect(screen.getByText(messages.simulations.noResult)).toBeTruthy();
  });
});
