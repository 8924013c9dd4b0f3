// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { formatBrl } from "@/lib/br/money";
import type { ProLaboreVsDividendsResult } from "@/lib/tax";
import { computed } from "@/tests/helpers/report-fixtures";
import type { SavedProfitResult } from "@/lib/tools/profit-result";
import { ProfitResult } from "./profit-result";

afterEach(cleanup);

function show(result: SavedProfitResult) {
  return render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <ProfitResult result={result} />
    </NextIntlClientProvider>,
  );
}

describe("ProfitResult", () => {
  it("two partners of a Fator R company: each partner's year, the company's total, the first year and the payback", () => {
    const r = computed("profit_strategy").result as ProLaboreVsDividendsResult;
    show(r);
    const best = r.scenarios.find((s) => s.key === r.best)!;
    const cards = screen.getAllByTestId("partner-figures");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText("Sócio 1 · 50,00% dos lucros")).toBeTruthy();
    expect(cards[1].textContent).toContain(formatBrl(best.partners[1].taxAnnual));
    expect(screen.getByTestId("company-total").textContent).toBe(formatBrl(best.companyTaxAnnual));
    const path = screen.getByTestId("fator-r-path");
    expect(within(path).getByTestId("path-first-year").textContent).toBe(
      `${formatBrl(r.fatorRPath!.firstYearCost)} a mais`,
    );
    expect(within(path).getByTestId("path-saving-starts").textContent).toBe("13º mês");
    expect(within(path).getByTestId("path-payback").textContent).toBe(`${r.fatorRPath!.paybackMonth}º mês`);
  });

  it("a result saved before the partners (engine 2) still renders, its IR read from irrfAnnual", () => {
    const legacy = {
      scenarios: [
        {
          key: "otimo",
          name: "Pró-labore otimizado",
          proLabore: 1_621,
          dividends: 20_000,
          companyTaxAnnual: 50_000,
          partnerInssAnnual: 2_139.72,
          irrfAnnual: 100.1,
          dividendWithholdingAnnual: 0,
          irpfmBalance: 0,
          totalTaxAnnual: 52_239.82,
          partnerNetAnnual: 250_000,
        },
      ],
      best: "otimo",
      savings: 0,
      notes: [],
      steps: [],
    } as unknown as SavedProfitResult;
    show(legacy);
    expect(screen.getByTestId("scenario-otimo").textContent).toContain(formatBrl(2_239.82));
    expect(screen.queryByTestId("partner-figures")).toBeNull();
    expect(screen.queryByTestId("fator-r-path")).toBeNull();
  });
});
