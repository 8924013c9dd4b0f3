import { expect, test } from "./fixtures/test";
import { RUN_ID } from "./fixtures/accounts";
import { signIn } from "./fixtures/auth";

test("affiliate sign-up, then password reset through the development outbox", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
  accounts,
  unique,
}) => {
  const email = `afiliado.${unique.name(RUN_ID).replace(/\W+/g, ".")}@exemplo.com.br`;
  await page.goto("/login?tab=cadastro");
  await page.locator("#signup-name").fill("Fernanda Indica");
  await page.locator("#signup-email").fill(email);
  await page.locator("#signup-phone").fill("11987654321");
  await expect(page.locator("#signup-phone")).toHaveValue("(11) 98765-4321");
  await page.locator("#signup-document").fill("52998224725");
  await page.locator("#signup-password").fill("Senha1234");
  await page.locator("#signup-confirm").fill("Senha9999");
  await page.getByRole("button", { name: "Criar conta de afiliado" }).click();
  await expect(page.getByText("As senhas não coincidem").first()).toBeVisible();
  await page.locator("#signup-confirm").fill("Senha1234");
  await page.getByRole("button", { name: "Criar conta de afiliado" }).click();
  await expect(page).toHaveURL(/\/affiliates$/);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/forgot-password");
  await page.locator("#forgot-email").fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByText(/você receberá o link/)).toBeVisible();

  // In a production build the outbox opens only for an administrator.
  consoleErrors.allow(/status of 404 .*\/dev\/outbox\)$/);
  expect((await page.goto("/dev/outbox"))?.status()).toBe(404);
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, (await accounts.get("admin")).email);
  await adminPage.goto("/dev/outbox");
  // This visitor's message: the outbox holds every message of the server, other workers' too.
  const link = adminPage
    .locator('[data-slot="card"]', { hasText: email })
    .locator("a", { hasText: "/reset-password?token=" })
    .first();
  const href = await link.getAttribute("href");
  await admin.close();
  expect(href).toBeTruthy();
  await page.goto(href!);
  await page.locator("#reset-password").fill("NovaSenha2026");
  await page.locator("#reset-confirm").fill("NovaSenha2026");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page).toHaveURL(/\/login\?senha=alterada/);

  await page.locator("#subscriber-email").fill(email);
  await page.locator("#subscriber-password").fill("NovaSenha2026");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The token is single-use.
  await page.goto(href!);
  await page.locator("#reset-password").fill("OutraSenha2026");
  await page.locator("#reset-confirm").fill("OutraSenha2026");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Link inválido ou expirado").first()).toBeVisible();
});
