// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import messages from "@/messages/pt-BR.json";
import { SimulationList } from "./simulation-list";

// The delete button reaches a server action; the list is what is under test.
vi.mock("./delete-simulation-button", () => ({ DeleteSimulationButton: () => null }));

afterEach(cleanup);

const item = (savings: number | null) => ({
  id: "s1",
  title: "Regimes",
  type: "fiscal" as const,
  status: "completed" as const,
  companyName: "Padaria",
  savings,
  createdAt: "2026-11-02T12:00:00Z",
});

function renderList(savings: number | null) {
  return render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <SimulationList items={[item(savings)]} deletable={false} />
    </NextIntlClientProvider>,
  );
}

describe("SimulationList: the saving of each saved simulation", () => {
  it("states the saving per year", () => {
    renderList(20_448);
    expect(screen.getByTestId("simulation-row").textContent).toMatch(/economia de R\$\s20\.448,00\/ano/);
  });

  it("a saving of 0 says the company already is in its cheapest regime, never 'economia de R$ 0,00'", () => {
    renderList(0);
    expect(screen.getByTestId("simulation-row").textContent).toContain("já no regime de menor custo");
    expect(screen.getByTestId("simulation-row").textContent).not.toMatch(/R\$\s0,00/);
  });

  it("a tool without savings says nothing about them", () => {
    renderList(null);
    expect(screen.getByTestId("simulation-row").textContent).not.toMatch(/economia|menor custo/);
  });
});
