import { expect, test } from "./fixtures/test";
import { signIn } from "./fixtures/auth";

// The README's screenshot of the fiscal simulator's result, taken from the production build the suite runs on.
// The suite only checks the result; `README_SCREENSHOT=1` also rewrites docs/fiscal-simulator.png.

test("the fiscal simulator's result, as the README shows it", async ({ page, accounts }) => {
  await page.setViewportSize({ width: 1100, height: 760 });
  await signIn(page, (await accounts.get("basic")).email);
  await page.goto("/fiscal-simulator");
  await page.getByLabel("Faturamento anual").fill("600.000,00");
  await page.getByRole("button", { name: "Próximo Passo" }).click();
  await expect(page.getByText("Passo 2 de 3")).toBeVisible();
  await page.getByRole("button", { name: "Iniciar Cálculo" }).click();
  await expect(page.getByText("Passo 3 de 3")).toBeVisible();
  const simples = page.getByTestId("regime-card-simples");
  await expect(simples.getByTestId("annual-total")).toHaveText("R$ 63.360,00");

  if (process.env.README_SCREENSHOT === "1") {
    // The 'Simulação concluída!' toast would cover the header.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: "docs/fiscal-simulator.png", animations: "disabled" });
  }
});
