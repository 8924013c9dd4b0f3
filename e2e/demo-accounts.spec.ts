import { expect, test } from "./fixtures/test";
import { demoEmail, signIn } from "./fixtures/auth";

const subscribers = [
  { prefix: "trial", badge: "Trial" },
  { prefix: "basic", badge: "Básico" },
  { prefix: "professional", badge: "Profissional" },
  { prefix: "enterprise", badge: "Enterprise" },
  { prefix: "afiliado", badge: "Trial" },
] as const;

for (const { prefix, badge } of subscribers) {
  test(`${prefix}@demo lands on /dashboard with the '${badge}' badge`, async ({ page }) => {
    await signIn(page, demoEmail(prefix));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /Olá, / })).toBeVisible();
    await expect(page.getByTestId("plan-badge").first()).toHaveText(badge);
  });
}

test("admin@demo lands on the admin dashboard", async ({ page }) => {
  await signIn(page, demoEmail("admin"));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Painel administrativo" })).toBeVisible();
});

test("the affiliate tab signs an affiliate in", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Afiliado" }).click();
  await page.locator("#affiliate-email").fill(demoEmail("afiliado"));
  await page.locator("#affiliate-password").fill("Demo@2026");
  await page.getByRole("button", { name: "Entrar como afiliado" }).click();
  await expect(page).toHaveURL(/\/affiliates$/);
});
