// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import type { ReformPortfolioRow } from "@/lib/tools/reform-portfolio";
import { ReformPortfolioTable } from "./portfolio-table";

// The table of every Simples company of the account: sort by break-even or name, gaps listed.

afterEach(cleanup);

const estimate = { name: "CBS 8,8% + IBS 17,7% (26,5%)" };

function show(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      {node}
    </NextIntlClientProvider>,
  );
}

describe("ReformPortfolioTable", () => {
  const rows: ReformPortfolioRow[] = [
    {
      companyId: "a",
      name: "Bazar",
      cnpj: null,
      breakEvenPercent: null,
      rule: "inside",
      basis: "record",
      choice: null,
      savedAt: null,
      semester: "2027-2",
      optUntil: "2027-03-31",
      cancelUntil: "2027-05-31",
    },
    {
      companyId: "b",
      name: "Consultoria",
      cnpj: null,
      breakEvenPercent: 35,
      rule: "indifferent",
      basis: "saved",
      choice: "outside",
      savedAt: "2026-11-20T12:00:00.000Z",
      semester: "2027-2",
      optUntil: "2027-03-31",
      cancelUntil: "2027-05-31",
    },
    {
      companyId: "c",
      name: "Atacado",
      cnpj: null,
      breakEvenPercent: 0,
      rule: "outside",
      basis: "record",
      choice: null,
      savedAt: null,
      semester: "2027-2",
      optUntil: "2027-03-31",
      cancelUntil: "2027-05-31",
    },
  ];

  it("sorts by break-even (never-pays last), then by name when the header is pressed", () => {
    show(
      <ReformPortfolioTable
        rows={rows}
        gaps={[{ companyId: "d", name: "Sem Receita", reason: "noRevenue" }]}
        scenarioName={estimate.name}
      />,
    );
    const names = () => screen.getAllByTestId("reform-portfolio-row").map((r) => r.querySelector("a")?.textContent);
    expect(names()).toEqual(["Atacado", "Consultoria", "Bazar"]);
    expect(screen.getAllByTestId("reform-portfolio-row")[1].textContent).toContain(
      "Na simulação salva em 20/11/2026: por fora. Por fora se 35% ou mais das vendas forem para empresas que tomam crédito",
    );
    fireEvent.click(screen.getByRole("button", { name: "Empresa" }));
    expect(names()).toEqual(["Atacado", "Bazar", "Consultoria"]);
    fireEvent.click(screen.getByRole("button", { name: /Empresa/ }));
    expect(names()).toEqual(["Consultoria", "Bazar", "Atacado"]);
    expect(screen.getByText("Sem Receita: cadastre o faturamento para calcular.")).toBeTruthy();
  });
});
