import type { Browser, Page, Route } from "@playwright/test";
import type { StorageState } from "./fixtures/accounts";
import { expect, test } from "./fixtures/test";

// docs/performance.md, "Forms before hydration": what is typed and submitted before a page's scripts run is kept,
// and submitted once they do; nothing typed ends up in a URL. The page's JavaScript chunks are held back (a slow
// device or network) until the test has typed and pressed the button, then let through.

/** Holds every JavaScript chunk of the app until `release()`; `urls` lists every request the page made. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    urls,
    /** Whether the page has hydrated: React marks its root elements once it owns them. */
    hydrated: () => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith("__react"))),
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * A page of a new context with that session: nothing of the app is in its cache yet (a page that signed in through
 * the form would load /profile's chunks from the browser's cache, past the hold).
 */
async function signedInPage(browser: Browser, baseURL: string | undefined, storageState: StorageState) {
  const context = await browser.newContext({ baseURL, storageState, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  return context.newPage();
}

test("/profile: a name typed and saved before hydration is saved, not reset to the old one", async ({
  browser,
  baseURL,
  accounts,
}) => {
  const page = await signedInPage(browser, baseURL, await accounts.freshState("trial"));
  const scripts = await holdScripts(page);
  await page.goto("/profile", { waitUntil: "domcontentloaded" });
  const name = page.getByRole("textbox", { name: "Nome", exact: true });
  await name.fill("Helena Antes da Hidratação");
  await page.getByLabel("Telefone").fill("(31) 99876-5432");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  expect(await scripts.hydrated()).toBe(false);
  await expect(page).toHaveURL(/\/profile$/);

  await scripts.release();
  await expect(page.getByText("Perfil atualizado!").first()).toBeVisible();
  await expect(name).toHaveValue("Helena Antes da Hidratação");
  await page.reload();
  await expect(name).toHaveValue("Helena Antes da Hidratação");
  await expect(page.getByLabel("Telefone")).toHaveValue("(31) 99876-5432");
  expect(scripts.urls.filter((u) => /Helena|98765|99876/.test(decodeURIComponent(u)))).toEqual([]);
});

test("/profile: a name typed before hydration and not yet saved stays in the field once the page hydrates", async ({
  browser,
  baseURL,
  accounts,
}) => {
  const page = await signedInPage(browser, baseURL, await accounts.freshState("trial"));
  const scripts = await holdScripts(page);
  await page.goto("/profile", { waitUntil: "domcontentloaded" });
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Rita Digitando Cedo");
  expect(await scripts.hydrated()).toBe(false);
  await scripts.release();
  await expect.poll(scripts.hydrated).toBe(true);
  await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Rita Digitando Cedo");
  // Saving now takes the kept value: it went through react-hook-form, not only the DOM.
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Perfil atualizado!").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Rita Digitando Cedo");
});

test("sign-in submitted before hydration signs in, and the password never reaches a URL", async ({
  page,
  accounts,
}) => {
  const account = await accounts.get("trial");
  const scripts = await holdScripts(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.locator("#subscriber-email").fill(account.email);
  await page.locator("#subscriber-password").fill(account.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  expect(await scripts.hydrated()).toBe(false);
  await expect(page).toHaveURL(/\/login$/);

  await scripts.release();
  await expect(page).not.toHaveURL(/\/login/);
  const leaked = (u: string) => decodeURIComponent(u).includes(account.password) || /password=/i.test(u);
  expect(scripts.urls.filter(leaked)).toEqual([]);
  expect(page.url()).not.toContain(encodeURIComponent(account.email));
});

test("public Simples calculator: the figures typed and submitted before hydration are calculated", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/calculadoras/simples-nacional", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Anexo da atividade").selectOption("III");
  await page.getByLabel("Receita bruta do mês").fill("50.000,00");
  await page.getByRole("button", { name: "Calcular" }).click();
  expect(await scripts.hydrated()).toBe(false);
  await expect(page).toHaveURL(/\/calculadoras\/simples-nacional$/);

  await scripts.release();
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s5\.280,00$/);
  await expect(page.getByLabel("Receita bruta do mês")).toHaveValue("50.000,00");
});
