// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import type { ReformPortfolioRow } from "@/lib/reform/portfolio";
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
  const base = {
    cnpj: null,
    semester: "2027-2",
    optUntil: "2027-03-31",
    cancelUntil: "2027-05-31",
    cancellationUntil: null,
    basis: "informed" as const,
    updatedAt: "2026-11-20T12:00:00.000Z",
  };
  const rows: ReformPortfolioRow[] = [
    {
      ...base,
      companyId: "a",
      name: "Bazar",
      status: "ready",
      missing: [],
      breakEvenPercent: null,
      breakEvenKnown: true,
      rule: "inside",
      choice: "inside",
      share: 10,
      monthlySaving: -120,
    },
    {
      ...base,
      companyId: "b",
      name: "Consultoria",
      status: "ready",
      missing: [],
      breakEvenPercent: 35,
      breakEvenKnown: true,
      rule: "indifferent",
      choice: "outside",
      share: 60,
      monthlySaving: 250.5,
    },
    {
      ...base,
      companyId: "c",
      name: "Atacado",
      status: "ready",
      missing: [],
      breakEvenPercent: 0,
      breakEvenKnown: true,
      rule: "outside",
      choice: "outside",
      share: 20,
      monthlySaving: 10,
    },
    {
      ...base,
      companyId: "e",
      name: "Papelaria",
      status: "missing",
      missing: ["purchasesRegular", "purchasesSimples"],
      breakEvenPercent: null,
      breakEvenKnown: false,
      rule: null,
      choice: null,
      share: null,
      monthlySaving: null,
      basis: null,
      updatedAt: null,
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
    expect(names()).toEqual(["Atacado", "Consultoria", "Bazar", "Papelaria"]);
    const row = (i: number) => screen.getAllByTestId("reform-portfolio-row")[i].textContent;
    expect(row(1)).toContain(
      "Com 60% das vendas a quem toma crédito: por fora gera R$\u00a0250,50/mês de ganho conjunto, com preços renegociados. Por fora se 35% ou mais das vendas forem para empresas que tomam crédito",
    );
    // A profile to fill is said so, with the way to fill it: never "Nunca compensa".
    expect(row(3)).toContain(
      "Falta informar: compras de fornecedores do regime regular, compras de fornecedores do Simples.",
    );
    expect(row(3)).not.toContain("Nunca compensa");
    expect(screen.getAllByRole("link", { name: "Completar o perfil de Papelaria" })[0].getAttribute("href")).toBe(
      "/companies?editar=e#reforma",
    );
    fireEvent.click(screen.getByRole("button", { name: "Empresa" }));
    expect(names()).toEqual(["Atacado", "Bazar", "Consultoria", "Papelaria"]);
    fireEvent.click(screen.getByRole("button", { name: /Empresa/ }));
    expect(names()).toEqual(["Papelaria", "Consultoria", "Bazar", "Atacado"]);
    expect(screen.getByText("Sem Receita: cadastre o faturamento para calcular.")).toBeTruthy();
  });
});
