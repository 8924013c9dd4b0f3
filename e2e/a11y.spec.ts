import { expect, test } from "./fixtures/test";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";

for (const path of ["/", "/login", "/admin/login", "/forgot-password", "/terms", "/privacy", "/nao-existe"]) {
  test(`axe: ${path}`, async ({ page, consoleErrors }) => {
    if (path === "/nao-existe") consoleErrors.allow(/status of 404 .*\/nao-existe\)$/);
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test.describe("signed in as the professional", () => {
  test.use({ signedInAs: "professional" });

  test("axe: dashboard, signed in, at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /Olá, Carla/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("signed in as the admin", () => {
  test.use({ signedInAs: "admin" });

  test("axe: admin dashboard", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Painel administrativo" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
