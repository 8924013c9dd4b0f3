import { expect, test, type Page } from "./fixtures/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";

async function expectAccessible(page: Page) {
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
}

test.describe("calculators (professional)", () => {
  const shared = useSharedSession("professional", { width: 375, height: 900 });

  test("labour simulator: empty salary is required, a typed amount gives the cost with citations", async () => {
    const page = shared();
    await page.goto("/labor-simulator");
    await expectAccessible(page);
    const submit = page.getByRole("button", { name: "Calcular custo" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Salário bruto mensal").fill("R$ 5.000,00");
    await submit.click();
    await expect(page.getByTestId("labor-monthly-cost")).toContainText("R$");
    await page.getByTestId("labor-result").locator("summary").click();
    await expect(
      page
        .getByTestId("labor-result")
        .getByText(/Lei 8\.036\/1990/)
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("CLT vs PJ compares and cites the law", async () => {
    const page = shared();
    await page.goto("/clt-vs-pj");
    await expectAccessible(page);
    await page.getByLabel("Salário CLT mensal").fill("8.000,00");
    await page.getByRole("button", { name: "Comparar" }).click();
    const result = page.getByTestId("clt-vs-pj-result");
    await expect(result.getByRole("heading", { name: /Recomendação/ })).toBeVisible();
    await result.locator("summary").click();
    await expect(result.locator("cite").first()).toContainText(/Lei|LC|CLT/);
    await expectAccessible(page);
  });

  test("MEI checker accepts one employee and cites the resolution", async () => {
    const page = shared();
    await page.goto("/mei-checker");
    await expectAccessible(page);
    await page.getByLabel("Faturamento médio mensal").fill("5.000,00");
    await page.getByLabel("Número de empregados").fill("1");
    await page.getByRole("button", { name: "Verificar" }).click();
    const result = page.getByTestId("mei-result");
    await expect(result.getByText("Você pode ser MEI!")).toBeVisible();
    await result.locator("summary").click();
    await expect(result.locator("cite").first()).toContainText(/LC 123|CGSN/);
    await expectAccessible(page);
  });

  test("profit strategy finds the best pró-labore and cites the law", async () => {
    const page = shared();
    await page.goto("/profit-strategy");
    await expectAccessible(page);
    await page.getByLabel("Faturamento mensal").fill("60.000,00");
    await page.getByLabel("Custos mensais (sem pró-labore e tributos)").fill("20.000,00");
    await page.getByRole("button", { name: "Analisar" }).click();
    const result = page.getByTestId("profit-result");
    await expect(result.getByTestId("scenario-otimo")).toBeVisible();
    await result.getByTestId("calculation-steps").locator("summary").click();
    await expect(result.locator("cite").first()).toBeVisible();
    await expectAccessible(page);
  });

  for (const path of ["/companies", "/fiscal-simulator", "/simulations", "/dashboard"]) {
    test(`axe and 375 px: ${path}`, async () => {
      const page = shared();
      await page.goto(path);
      await expectAccessible(page);
    });
  }
});

test.describe("plan limits (trial)", () => {
  test("the labour simulator is gated; the 4th simulation of the month is refused", async ({ page, accounts }) => {
    // An account of its own: the test uses up the month's simulations.
    await signIn(page, (await accounts.fresh("trial")).email);
    await page.goto("/labor-simulator");
    await expect(page.getByTestId("upgrade-gate")).toBeVisible();
    await expect(page.getByLabel("Salário bruto mensal")).toHaveCount(0);

    await page.goto("/dashboard");
    const used = Number(await page.getByTestId("usage-simulations-count").getAttribute("data-count"));
    await page.goto("/mei-checker");
    await page.getByLabel("Faturamento médio mensal").fill("4.000,00");
    for (let i = used; i < 3; i++) {
      await page.getByLabel("Faturamento médio mensal").fill(`4.00${i},00`);
      await page.getByRole("button", { name: "Verificar" }).click();
      await expect(page.getByTestId("mei-result")).toBeVisible();
      await page.getByTestId("save-simulation").click();
      await expect(page.getByText("Simulação salva no seu histórico.")).toBeVisible();
    }
    await page.getByLabel("Faturamento médio mensal").fill("4.100,00");
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.getByTestId("save-simulation").click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Você atingiu o limite de simulações do seu plano neste mês." }),
    ).toBeVisible();

    await page.goto("/dashboard");
    await expect(page.getByTestId("usage-meter-simulations")).toHaveAttribute("data-state", "blocked");
  });
});
