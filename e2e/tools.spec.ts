import { expect, test } from "@playwright/test";
import { demoEmail, signIn } from "./fixtures/auth";
import { createCompany, uniqueCnpj } from "./fixtures/tools";

test.describe("companies and the fiscal simulator (professional)", () => {
  test("an invalid CNPJ is refused; a valid one saves and is found by search", async ({ page }) => {
    await signIn(page, demoEmail("professional"));
    const name = `E2E Serviços ${Date.now()}`;
    await page.goto("/companies");
    await page.getByRole("button", { name: "Nova Empresa" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome da empresa").fill(name);
    await dialog.getByLabel("CNPJ").fill("11.222.333/0001-00");
    await dialog.getByLabel("Faturamento anual").fill("600.000,00");
    await dialog.getByRole("button", { name: "Salvar empresa" }).click();
    await expect(dialog.getByText("CNPJ inválido. Confira os 14 caracteres.")).toBeVisible();
    await page.keyboard.press("Escape");

    const cnpj = uniqueCnpj();
    await createCompany(page, name, cnpj, "600.000,00");
    await page.getByLabel("Buscar").fill(cnpj);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByTestId("company-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("R$ 50.000,00/mês");
  });
});
