import { expect, test } from "./fixtures/test";
import { barePort } from "../playwright.config";
import { demoEmail, DEMO_PASSWORD } from "./fixtures/auth";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";

// A production start without the opt-ins (DEMO_ACCOUNTS, PAYMENTS_PROVIDER): the second server of the suite.
test.use({ baseURL: `http://127.0.0.1:${barePort}` });

test("health says payments are not configured", async ({ request }) => {
  const health = await request.get("/api/health");
  expect(await health.json()).toEqual({ status: "ok", payments: "not_configured" });
});

test("the demo admin's published password opens nothing", async ({ page }) => {
  await page.goto("/admin/login");
  await page.locator("#admin-email").fill(demoEmail("admin"));
  await page.locator("#admin-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /Entrar/ }).click();
  await expect(page.getByText("E-mail ou senha incorretos.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("a paid registration is refused with its message and creates no account", async ({ page }) => {
  const who = newSubscriber();
  await page.goto("/register?plano=basic");
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: "Criar conta e pagar Básico" }).click();
  await expect(page.getByText(/Pagamentos indisponíveis no momento/).first()).toBeVisible();
  await expect(page.locator("#register-email")).toHaveValue(who.email);

  await page.goto("/login");
  await page.locator("#subscriber-email").fill(who.email);
  await page.locator("#subscriber-password").fill(who.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("E-mail ou senha incorretos.").first()).toBeVisible();
});
