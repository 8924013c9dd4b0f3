import { expect, test } from "./fixtures/test";
import { useSharedSession } from "./fixtures/shared-session";
import { TOOL_KEYS } from "@/lib/tools/catalogue";

test.describe("navigation from the tool catalogue (enterprise)", () => {
  const shared = useSharedSession("enterprise");

  test("every sidebar link opens a page; the dashboard has one card per calculator", async () => {
    const page = shared();
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/mei-checker",
        "/reports",
        "/risk-detector",
        "/regime-alert",
        "/fiscal-benefits",
        "/hidden-credits",
        "/ai-assistant",
        "/profile",
      ]),
    );
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBeLessThan(400);
    }
    await expect(page.locator('[data-testid^="feature-"]')).toHaveCount(TOOL_KEYS.length);
  });

  test("a saved MEI check opens with its result view", async () => {
    const page = shared();
    await page.goto("/mei-checker");
    await page.getByLabel("Faturamento médio mensal").fill("4.000,00");
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page.getByTestId("mei-result")).toBeVisible();
    await page.getByTestId("save-simulation").click();
    await page.getByRole("link", { name: "Ver simulação salva" }).click();
    await expect(page).toHaveURL(/\/simulations\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("mei-result")).toBeVisible();
  });
});
