import { expect, test } from "./fixtures/test";
import { useSharedSession } from "./fixtures/shared-session";
import { createCompany, deleteCompany } from "./fixtures/tools";

// The free calculators found from the landing's header and hero; a new account guided
// from 'Cadastre sua empresa' to 'Simule'; the plan's company limit read as information; the simulator, the
// benefits catalogue and the dashboard starting from the user's company.

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`landing at ${viewport.width} px: the free calculators are linked from the header and the hero`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const header = page.locator("header").getByRole("link", { name: "Calculadoras grátis" });
    await expect(header.filter({ visible: true })).toHaveCount(1);
    await expect(header.filter({ visible: true })).toHaveAttribute("href", "/calculadoras");
    await page.getByTestId("hero-calculators").click();
    await expect(page).toHaveURL(/\/calculadoras$/);
  });
}

test.describe("a new account (trial, 375 px)", () => {
  const shared = useSharedSession("trial", { width: 375, height: 900 }, { fresh: true });

  test("the dashboard guides to the first company; at the plan's one company the meter informs, with the way to more", async ({
    unique,
  }) => {
    const page = shared();
    await page.goto("/dashboard");
    const steps = page.getByTestId("first-steps");
    await expect(steps.getByText("1. Cadastre sua empresa")).toBeVisible();
    await expect(steps.getByText("2. Simule")).toBeVisible();
    await steps.getByRole("link", { name: "Cadastrar empresa" }).click();
    await expect(page).toHaveURL(/\/companies$/);

    const name = unique.name("Primeira");
    await createCompany(page, name, unique.cnpj(), "480.000,00");
    try {
      const meter = page.getByTestId("usage-meter-companies");
      await expect(meter.getByRole("status")).toHaveText(
        "Seu plano inclui 1 empresa, já cadastrada. Para acompanhar mais empresas, veja os planos.",
      );
      await expect(meter.getByRole("status")).not.toHaveClass(/destructive/);
      await expect(meter.getByRole("link", { name: "Ver planos" })).toHaveAttribute("href", "/subscription");

      // With a company, the dashboard opens with its money instead of the first steps.
      await page.goto("/dashboard");
      await expect(page.getByTestId("first-steps")).toHaveCount(0);
      await expect(page.getByTestId("overview-revenue-value")).toHaveText(/R\$\s480\.000,00/);
      await expect(page.getByTestId("overview-tax-value")).toHaveText(/R\$\s[\d.]+,\d{2}/);
      // The trial plan has no regime alerts: the tile says so and points to the plans.
      await expect(page.getByTestId("overview-alerts").getByRole("link", { name: "Ver planos" })).toBeVisible();

      // The simulator starts from the company; 'Digitar os dados' still gives the empty form.
      await page.goto("/fiscal-simulator");
      await expect(page.getByLabel("Empresa cadastrada")).toHaveValue(/^[0-9a-f-]{36}$/);
      await expect(page.getByLabel("Faturamento anual")).toHaveValue("480.000,00");
      await page.getByLabel("Empresa cadastrada").selectOption({ label: "Digitar os dados" });
      await expect(page).toHaveURL(/empresa=digitar/);
      await expect(page.getByLabel("Faturamento anual")).toHaveValue("");
    } finally {
      await deleteCompany(page, name);
    }
  });
});

test.describe("an account with a company (professional, 375 px)", () => {
  const shared = useSharedSession("professional", { width: 375, height: 900 });

  test("the benefits catalogue opens filtered for the company, and the whole catalogue is one link away", async ({
    unique,
  }) => {
    const page = shared();
    // '000…' sorts first among the account's companies, whatever other specs left.
    const name = unique.name("000 Benefícios");
    await createCompany(page, name, unique.cnpj(), "1.200.000,00");
    try {
      await page.goto("/fiscal-benefits");
      await expect(page.getByText(`Filtros do perfil de ${name} aplicados`)).toBeVisible();
      await expect(page.getByLabel("Setor", { exact: true })).toHaveValue("servicos");
      await page.getByTestId("benefits-show-all").click();
      await expect(page.getByText(`Filtros do perfil de ${name} aplicados`)).toHaveCount(0);
      await expect(page.getByLabel("Setor", { exact: true })).toHaveValue("");
    } finally {
      await deleteCompany(page, name);
    }
  });
});
