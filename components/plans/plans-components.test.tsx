// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { FeatureGate } from "./feature-gate";
import { UpgradeGate } from "./upgrade-gate";
import { UsageCard, UsageMeter } from "./usage-meter";

afterEach(cleanup);

const renderPt = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="pt-BR" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

describe("UpgradeGate", () => {
  it.each([
    ["trial", "Recurso Premium", "Ver Planos"],
    ["cancelled", "Recurso Premium", "Ver Planos"],
    ["basic", "Recurso Profissional", "Fazer Upgrade"],
    ["professional", "Recurso Enterprise", "Upgrade para Enterprise"],
    ["enterprise", "Recurso Enterprise", "Upgrade para Enterprise"],
  ])("for %s shows '%s' with '%s' linking to /subscription", (status, title, cta) => {
    renderPt(<UpgradeGate status={status} feature="Simulador trabalhista" />);
    expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByText("Recurso bloqueado: Simulador trabalhista")).toBeTruthy();
    expect(screen.getByRole("link", { name: cta }).getAttribute("href")).toBe("/subscription");
  });
});

describe("FeatureGate", () => {
  it("keeps the page's heading above the upgrade card", () => {
    renderPt(<FeatureGate status="trial" feature="Detector de riscos" header={<h1>Detector de riscos</h1>} />);
    const [heading, card] = [screen.getByRole("heading", { level: 1 }), screen.getByTestId("upgrade-gate")];
    expect(heading.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("Recurso bloqueado: Detector de riscos")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver Planos" }).getAttribute("href")).toBe("/subscription");
  });
});

describe("UsageMeter", () => {
  it("normal: a labelled progress bar, no message, no upgrade button", () => {
    renderPt(<UsageMeter kind="simulations" used={1} max={3} />);
    const bar = screen.getByRole("progressbar", { name: "Simulações neste mês" });
    expect(bar.getAttribute("aria-valuenow")).toBe("33");
    expect(bar.getAttribute("aria-valuetext")).toBe("1 de 3");
    expect(screen.getByTestId("usage-meter-simulations").dataset.state).toBe("normal");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("warning at 80%", () => {
    renderPt(<UsageMeter kind="simulations" used={4} max={5} />);
    expect(screen.getByTestId("usage-meter-simulations").dataset.state).toBe("warning");
    expect(screen.getByText("Você está perto do limite do seu plano.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("blocked at 100%: the limit message and an Upgrade button to /subscription", () => {
    renderPt(<UsageMeter kind="simulations" used={3} max={3} />);
    expect(screen.getByTestId("usage-meter-simulations").dataset.state).toBe("blocked");
    expect(screen.getByRole("status").textContent).toBe("Você atingiu o limite de simulações do seu plano neste mês.");
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/subscription");
  });

  it("unlimited: no bar, no limit", () => {
    renderPt(<UsageMeter kind="companies" used={7} max={null} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("7 · ilimitado")).toBeTruthy();
    expect(screen.getByText("Sem limite no seu plano.")).toBeTruthy();
  });

  it("UsageCard shows simulations and companies", () => {
    renderPt(
      <UsageCard
        usage={{
          simulationsThisMonth: 2,
          maxSimulations: 5,
          companies: 3,
          maxCompanies: 3,
          reports: 0,
          pdfReports: true,
        }}
      />,
    );
    const card = screen.getByTestId("usage-card");
    expect(within(card).getByRole("heading", { name: "Uso do plano" })).toBeTruthy();
    expect(within(card).getByRole("progressbar", { name: "Simulações neste mês" })).toBeTruthy();
    expect(within(card).getByRole("progressbar", { name: "Empresas cadastradas" })).toBeTruthy();
    expect(
      within(card).getByText(
        "Seu plano inclui 3 empresas, todas cadastradas. Para acompanhar mais empresas, veja os planos.",
      ),
    ).toBeTruthy();
  });

  it("companies exactly at the limit read as information with the way to more; over it, as the limit", () => {
    renderPt(<UsageMeter kind="companies" used={1} max={1} />);
    expect(screen.getByRole("status").textContent).toBe(
      "Seu plano inclui 1 empresa, já cadastrada. Para acompanhar mais empresas, veja os planos.",
    );
    expect(screen.getByRole("status").className).not.toContain("destructive");
    expect(screen.getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/subscription");
    cleanup();
    renderPt(<UsageMeter kind="companies" used={2} max={1} />);
    expect(screen.getByRole("status").textContent).toBe("Você atingiu o limite de empresas do seu plano.");
  });
});
