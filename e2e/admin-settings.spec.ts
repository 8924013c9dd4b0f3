import { demoEmail, signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { expect, test, type Page } from "./fixtures/test";

// /admin/settings as admin@demo: values persist, secrets stay masked, the SSRF guard refuses a local webhook, a plan
// edit reaches /plans at once, and maintenance mode blocks a subscriber and a visitor but not the admin.

async function saveAll(page: Page) {
  await page.getByRole("button", { name: "Salvar Todas" }).click();
  await expect(page.getByText("Configurações salvas").first()).toBeVisible();
}

async function openSettings(page: Page, tab?: string) {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Configurações do sistema" })).toBeVisible();
  if (tab) await page.getByRole("tab", { name: tab }).click();
}

test("settings persist, secrets stay masked, a local webhook is refused and a plan edit shows on /plans", async ({
  page,
}) => {
  // One combined walk through the page (several saves and reloads) instead of many small tests.
  test.setTimeout(240_000);
  await signIn(page, demoEmail("admin"));
  await page.getByRole("navigation").getByRole("link", { name: "Configurações" }).first().click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expectNoSeriousViolations(page);

  // Geral: a plain setting persists after a reload.
  const siteName = `Tributo Certo E2E ${Date.now()}`;
  await page.locator("#setting-site_name").fill(siteName);
  // IA: a key is saved and comes back only as its last four characters.
  const key = "sk-e2e-chave-de-teste-7x9z";
  await page.getByRole("tab", { name: "IA/ChatGPT" }).click();
  await page.locator("#setting-openai_api_key").fill(key);
  await page.getByRole("tab", { name: "Notificações" }).click();
  await page.locator("#setting-webhook_signing_secret").fill("segredo-de-assinatura-e2e");
  await saveAll(page);

  await page.reload();
  await expect(page.locator("#setting-site_name")).toHaveValue(siteName);
  await page.getByRole("tab", { name: "IA/ChatGPT" }).click();
  await expect(page.locator("#setting-openai_api_key")).toHaveValue("");
  await expect(page.getByText("Chave salva terminando em ••••7x9z")).toBeVisible();
  expect(await page.content()).not.toContain(key);
  // The key goes again: the specs after this one use the assistant's basic mode (no key anywhere).
  await page.getByRole("button", { name: "Remover chave" }).click();
  await expect(page.getByText("Chave removida").first()).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "IA/ChatGPT" }).click();
  await expect(page.locator("#setting-openai_api_key-description")).toContainText("Nenhuma chave salva.");

  // Notificações: the test of a webhook on 127.0.0.1 is refused by the server, with its message.
  await page.getByRole("tab", { name: "Notificações" }).click();
  await page.locator("#setting-webhook_payment_url").fill("http://127.0.0.1:3310/api/health");
  await page.locator('button[aria-describedby="setting-webhook_payment_url"]').click();
  await expect(page.getByRole("status").filter({ hasText: "Endereço recusado" })).toBeVisible();

  // Planos: a description edit shows on /plans at once; then the seeded text goes back. The tab is not in the page's
  // HTML until it opens, and ?aba=planos opens it.
  await openSettings(page, "Planos");
  const basic = page.getByRole("form", { name: "Básico" });
  const description = basic.getByLabel("Descrição");
  const original = await description.inputValue();
  const edited = `Plano básico editado no teste ${Date.now()}`;
  await description.fill(edited);
  await basic.getByRole("button", { name: "Salvar plano" }).click();
  await expect(page.getByText("Planos salvos com sucesso").first()).toBeVisible();
  await page.goto("/plans");
  await expect(page.getByText(edited)).toBeVisible();
  await page.goto("/admin/settings?aba=planos");
  await expect(page.getByRole("tab", { name: "Planos" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("form", { name: "Básico" }).getByLabel("Descrição").fill(original);
  await page.getByRole("form", { name: "Básico" }).getByRole("button", { name: "Salvar plano" }).click();
  await expect(page.getByText("Planos salvos com sucesso").first()).toBeVisible();

  // 375 px: usable, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await openSettings(page, "Segurança");
  await expectNoHorizontalOverflow(page);
  for (const tab of ["Planos", "Selic"]) {
    await openSettings(page, tab);
    await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
    // Each form there saves on its own: 'Salvar Todas' steps aside.
    await expect(page.getByRole("button", { name: "Salvar Todas" })).toBeHidden();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
  }
});

test("maintenance mode blocks a subscriber and a visitor, not the admin", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/);
  const subscriberContext = await browser.newContext({ baseURL });
  const visitorContext = await browser.newContext({ baseURL });
  const subscriber = await subscriberContext.newPage();
  const visitor = await visitorContext.newPage();
  // Signed in before maintenance starts (the sign-in page is closed during it).
  await signIn(subscriber, demoEmail("basic"));
  await signIn(page, demoEmail("admin"));

  const setMaintenance = async (on: boolean) => {
    await openSettings(page, "Segurança");
    const box = page.getByRole("checkbox", { name: "Modo de manutenção" });
    if ((await box.getAttribute("aria-checked")) !== String(on)) await box.click();
    await saveAll(page);
  };
  try {
    await setMaintenance(true);

    const blocked = await subscriber.goto("/dashboard");
    expect(blocked?.status()).toBe(503);
    await expect(subscriber.getByRole("heading", { name: "Tributo Certo em manutenção" })).toBeVisible();
    const landing = await visitor.goto("/");
    expect(landing?.status()).toBe(503);
    await expectNoSeriousViolations(visitor);

    // The app's own API routes close too: a page left open cannot keep using them.
    const api = await subscriber.request.get("/api/account/export");
    expect(api.status()).toBe(503);
    expect(api.headers()["content-type"]).toBe("application/problem+json");
    expect((await api.json()).detail).toMatch(/manutenção programada/);

    // The admin keeps working: the back office, the app pages and their API routes.
    expect((await page.goto("/admin/dashboard"))?.status()).toBe(200);
    expect((await page.goto("/dashboard"))?.status()).toBe(200);
    expect((await page.request.get("/api/account/export")).status()).toBe(200);
    // Webhooks and health checks are never gated.
    expect((await visitor.request.get("/api/health")).status()).toBe(200);
  } finally {
    await setMaintenance(false);
  }
  expect((await subscriber.goto("/dashboard"))?.status()).toBe(200);
  expect((await subscriber.request.get("/api/account/export")).status()).toBe(200);
  await subscriberContext.close();
  await visitorContext.close();
});
