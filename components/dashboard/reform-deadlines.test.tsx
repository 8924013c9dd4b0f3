// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { reformAnswerForCompany } from "@/lib/reform/answer";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { companyDto } from "@/tests/helpers/factories";
import { DASHBOARD_DEADLINE_ROWS, ReformDeadlinesCard } from "./reform-deadlines";

// The dashboard's deadlines card of an office with many Simples clients: a few rows, the most urgent first, and the
// way to the rest — not one row per client down a page of 25.000 px.

afterEach(cleanup);

const context = { referenceScenarios: referenceScenariosWith(null), today: "2026-11-29" };

function show(names: string[], opted: string | null) {
  const answers = names.map((name, i) =>
    reformAnswerForCompany(
      companyDto({
        id: `c${i}`,
        name,
        reformProfile:
          name === opted
            ? {
                creditingBuyersPercent: null,
                purchasesRegular: null,
                purchasesSimples: null,
                reduction: null,
                sublimiteExceeded: null,
                regularOption: true,
                source: "informed",
                updatedAt: "2026-11-28T12:00:00.000Z",
              }
            : null,
      }),
      context,
    ),
  );
  return render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <ReformDeadlinesCard answers={answers} today={context.today} />
    </NextIntlClientProvider>,
  );
}

describe("ReformDeadlinesCard", () => {
  it("lists at most five companies, the one that opted (cancellation on 20/12/2026) first, and links the rest", () => {
    const names = ["Alfa", "Beta", "Gama", "Delta", "Épsilon", "Zeta", "Eta", "Teta"];
    show(names, "Teta");
    const rows = screen.getAllByTestId("reform-deadline-row");
    expect(rows).toHaveLength(DASHBOARD_DEADLINE_ROWS);
    expect(rows[0].textContent).toContain("Teta");
    expect(rows[0].textContent).toContain("20/12/2026");
    // Then the soonest window (March 2027), by name.
    expect(rows.slice(1).map((r) => within(r).getAllByRole("link")[0].textContent)).toEqual([
      "Alfa",
      "Beta",
      "Delta",
      "Épsilon",
    ]);
    const more = screen.getByTestId("reform-deadlines-more");
    expect(more.textContent).toContain("Mais 3 empresas com prazo.");
    expect(within(more).getByRole("link", { name: "Ver todas na carteira da reforma" }).getAttribute("href")).toBe(
      "/reforma-tributaria#carteira",
    );
  });

  it("says nothing more when every company fits", () => {
    show(["Alfa", "Beta"], null);
    expect(screen.getAllByTestId("reform-deadline-row")).toHaveLength(2);
    expect(screen.queryByTestId("reform-deadlines-more")).toBeNull();
  });
});
