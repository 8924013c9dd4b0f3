import { expect, test } from "./fixtures/test";
import { useSharedSession } from "./fixtures/shared-session";
import { createCompany, deleteCompany } from "./fixtures/tools";

test.describe("companies and the fiscal simulator (professional)", () => {
  const shared = useSharedSession("professional");

  test("an invalid CNPJ is refused; a valid one saves and is found by search", async ({ unique }) => {
    const page = shared();
    const name = unique.name("E2E Serviços");
    await page.goto("/companies");
    await page.getByRole("button", { name: "Nova Empresa" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome da empresa").fill(name);
    await dialog.getByLabel("CNPJ").fill("11.222.333/0001-00");
    await dialog.getByLabel("Faturamento anual").fill("600.000,00");
    await dialog.getByRole("button", { name: "Salvar empresa" }).click();
    await expect(dialog.getByText("CNPJ inválido. Confira os 14 caracteres.")).toBeVisible();
    await page.keyboard.press("Escape");

    const cnpj = unique.cnpj();
    await createCompany(page, name, cnpj, "600.000,00");
    await page.getByLabel("Buscar").fill(cnpj);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByTestId("company-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("R$ 50.000,00/mês");
    await deleteCompany(page, name);
  });

  test("the fiscal simulator shows the Simples total for an Annex III company and saves it", async ({ unique }) => {
    const page = shared();
    const name = unique.name("E2E Anexo III");
    await createCompany(page, name, unique.cnpj(), "600.000,00");
    await page.goto("/dashboard");
    const before = Number(await page.getByTestId("usage-simulations-count").getAttribute("data-count"));

    await page.goto("/companies?q=" + encodeURIComponent(name));
    await page.getByTestId("company-row").filter({ hasText: name }).getByRole("link", { name: "Simular" }).click();
    await expect(page.getByText("Passo 1 de 3")).toBeVisible();
    await page.getByRole("button", { name: "Próximo Passo" }).click();
    await expect(page.getByText("Passo 2 de 3")).toBeVisible();
    await page.getByRole("button", { name: "Iniciar Cálculo" }).click();
    await expect(page.getByText("Passo 3 de 3")).toBeVisible();
    const simples = page.getByTestId("regime-card-simples");
    await expect(simples.getByTestId("annual-total")).toHaveText("R$ 63.360,00");
    await expect(simples.getByTestId("effective-rate")).toHaveText("10,56%");
    await simples.locator("summary").click();
    await expect(simples.getByText(/LC 123\/2006/).first()).toBeVisible();

    await page.getByTestId("save-simulation").click();
    await expect(page.getByText("Simulação salva no seu histórico.")).toBeVisible();
    await page.goto("/simulations");
    await expect(page.getByTestId("simulation-row").filter({ hasText: name }).first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("usage-simulations-count")).toHaveAttribute("data-count", String(before + 1));
    await deleteCompany(page, name);
  });
});
