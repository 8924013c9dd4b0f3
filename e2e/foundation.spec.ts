import { expect, test } from "./fixtures/test";
import { demoEmail, signIn } from "./fixtures/auth";

test("landing renders with 'Assinar Agora' linking to /plans", async ({ page }) => {
  await page.goto("/");
  const cta = page.getByRole("link", { name: "Assinar Agora" }).first();
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute("href", "/plans");
  for (const anchor of ["beneficios", "funcionalidades", "depoimentos"]) {
    await expect(page.locator(`#${anchor}`)).toBeAttached();
  }
});

test("a signed-out visit to /dashboard redirects to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  await expect(page.getByRole("tab", { name: "Assinante" })).toBeVisible();
});

test("unknown paths show the not-found page with a link home", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404 .*\/nao-existe\)$/);
  const response = await page.goto("/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /Ops!/ })).toBeVisible();
});

test("a wrong password shows 'Erro no login' and keeps the e-mail", async ({ page }) => {
  await page.goto("/login");
  await page.locator("#subscriber-email").fill(demoEmail("basic"));
  await page.locator("#subscriber-password").fill("senha-errada-123");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Erro no login" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "E-mail ou senha incorretos." })).toBeVisible();
  await expect(page.locator("#subscriber-email")).toHaveValue(demoEmail("basic"));
  await expect(page).toHaveURL(/\/login/);
});

test("a subscriber opening /admin/dashboard lands on /dashboard with 'Acesso negado'", async ({ page }) => {
  await signIn(page, demoEmail("professional"));
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/dashboard\?aviso=acesso-negado/);
  await expect(page.getByRole("alert").filter({ hasText: "Acesso negado" }).first()).toBeVisible();
});

test("a signed-out visit to an admin route goes to /admin/login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("sign-out returns to / and ends the session", async ({ page }) => {
  await signIn(page, demoEmail("trial"));
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("a tampered session cookie is treated as signed out", async ({ page, context }) => {
  await signIn(page, demoEmail("basic"));
  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === "tc-access-token");
  expect(access).toBeDefined();
  const [header, payload, signature] = access!.value.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  claims.sub = "00000000-0000-0000-0000-000000000001";
  const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
  await context.addCookies([{ ...access!, value: forged }]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  // The refresh token must not resurrect a session whose access token was forged.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});
