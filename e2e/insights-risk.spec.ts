import { expect, test } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";
import { createCompany, deleteCompany } from "./fixtures/tools";

test.describe("risk detector and regime alerts (professional, one company)", () => {
  const shared = useSharedSession("professional");
  let name = "";

  test.beforeAll(async ({ unique }) => {
    name = unique.name("E2E Sublimite");
    // R$ 4.000.000,00 a year of services in the Simples: above the R$ 3,6 mi sublimite, within its 20% tolerance.
    await createCompany(shared(), name, unique.cnpj(), "4.000.000,00");
  });

  test("shows the company's risk with its legal source, the score and the action plan; 'Analisar novamente' stores a run", async () => {
    const page = shared();
    await page.goto("/risk-detector");
    const risk = page
      .locator('[data-testid="risk-card"][data-rule="simples_sublimite_next_year"]')
      .filter({ hasText: name });
    await expect(risk.first()).toBeVisible();
    await expect(risk.first()).toContainText("Receita acima do sublimite do Simples");
    await expect(risk.first().getByTestId("risk-source")).toContainText("LC 123/2006, art. 13-A");
    await expect(risk.first().locator('[data-figure="revenue"]')).toHaveText("R$ 4.000.000,00");
    await expect(page.getByTestId("risk-company").filter({ hasText: name })).toContainText("Médio");
    await expect(page.getByTestId("risk-plan")).toContainText(
      "Preparar a apuração de ICMS/ISS fora do DAS a partir de janeiro",
    );
    await expect(page.getByTestId("risk-score")).not.toHaveAttribute("data-score", "73");

    const runs = await page.getByTestId("risk-history").locator("li").count();
    await page.getByTestId("risk-rerun").click();
    await expect(page.getByText("Análise concluída e registrada no histórico.")).toBeVisible();
    await expect(page.getByTestId("risk-history").locator("li")).toHaveCount(Math.min(runs + 1, 12));
  });

  test("shows the sublimite alert with its predicted month, counters and the way to the simulator", async () => {
    const page = shared();
    await page.goto("/regime-alert");
    const alert = page.locator('[data-testid="regime-alert"][data-code="simples_sublimite"]').filter({ hasText: name });
    await expect(alert).toBeVisible();
    await expect(alert.getByTestId("alert-deadline")).toHaveText(/^[a-zç]+ de 20\d\d$/);
    await expect(alert).toContainText("LC 123/2006, art. 13-A");
    expect(Number(await page.getByTestId("count-attention").textContent())).toBeGreaterThanOrEqual(1);
    await expect(alert.getByRole("link", { name: `Simular regimes de ${name}` })).toHaveAttribute(
      "href",
      /\/fiscal-simulator\?empresa=[0-9a-f-]{36}$/,
    );

    // The picked assumption is kept in the URL and shown; an annual-only history projects flat.
    await page.getByLabel("Premissa de projeção").selectOption("trend12");
    await page.getByRole("button", { name: "Aplicar premissa" }).click();
    await expect(page).toHaveURL(/premissa=trend12/);
    await expect(page.getByLabel("Premissa de projeção")).toHaveValue("trend12");
    await expect(page.getByTestId("projection").filter({ hasText: name })).toContainText(
      "Só o faturamento anual foi informado",
    );
  });

  test("both pages pass axe and fit 375 px", async () => {
    const page = shared();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/risk-detector", "/regime-alert"]) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
      await expectNoHorizontalOverflow(page);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // Cleanup inside the last test: the shared session's own afterAll closes the page first.
    await deleteCompany(page, name);
  });
});

async function expectGate(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("upgrade-gate")).toBeVisible();
  await expect(page.getByTestId("risk-card")).toHaveCount(0);
  await expect(page.getByTestId("regime-alert")).toHaveCount(0);
}

for (const plan of ["trial", "basic"] as const) {
  test.describe(`lower plan: ${plan}`, () => {
    const shared = useSharedSession(plan);
    test("sees the upgrade gate on both pages", async () => {
      await expectGate(shared(), "/risk-detector");
      await expectGate(shared(), "/regime-alert");
    });
  });
}

test.describe("no companies (enterprise)", () => {
  const shared = useSharedSession("enterprise");

  test("both pages show the empty state leading to /companies, never a sample score", async () => {
    const page = shared();
    await page.goto("/companies");
    // A worker's account is its own, but a spec before this one in the worker may have left a company on it.
    const names = await page.getByTestId("company-row").getByRole("heading").allTextContents();
    for (const leftover of names) await deleteCompany(page, leftover);
    for (const path of ["/risk-detector", "/regime-alert"]) {
      await page.goto(path);
      const empty = page.getByTestId("insights-empty");
      await expect(empty).toContainText("Nenhuma empresa cadastrada");
      await expect(page.getByTestId("risk-score")).toHaveCount(0);
      await empty.getByRole("link", { name: "Cadastrar empresa" }).click();
      await expect(page).toHaveURL(/\/companies$/);
    }
  });
});
