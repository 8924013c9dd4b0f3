import type { Page } from "@playwright/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { expect, test } from "./fixtures/test";

// The service worker, the offline and connection banners, the public calculators and the crawlers' files, on the
// production build (the worker is off in `next dev`).

const OFFLINE_BANNER = "Você está offline. Algumas funcionalidades podem não funcionar.";
const CALCULATORS = [
  "simples-nacional",
  "fator-r",
  "clt-x-pj",
  "salario-liquido",
  "pro-labore-dividendos",
  "reforma-tributaria",
];

/** Waits until the service worker controls the page (it claims its clients on activation). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/** Every URL path kept in a page cache of the worker (app/sw.ts names them pages-*). */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("pages-")) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

test("offline: the worker keeps the calculator working, falls back to the offline page, and the banners follow the connection", async ({
  page,
  context,
  consoleErrors,
}) => {
  // Requests the browser makes while the network is off (prefetches, the worker's failed fetches) log errors.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED|FetchEvent/);
  await page.goto("/calculadoras/simples-nacional");
  await waitForWorker(page);
  // Loaded again under the worker: the page (public, signed out) and its scripts are now kept.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calculadora do Simples Nacional 2026 (DAS)");

  // The example, signed out: services (Annex III), R$ 50.000,00 a month.
  await page.getByLabel("Anexo da atividade").selectOption("III");
  await page.getByLabel("Receita bruta do mês").fill("50.000,00");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s5\.280,00$/);
  await expect(page.getByTestId("calculation-steps").first()).toContainText("LC 123/2006");

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  // Computed in the browser: still works without a network.
  await page.getByLabel("Receita bruta do mês").fill("10.000,00");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s600,00$/);

  // A page never opened here: the offline page. The calculator opened before: served from the device.
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Você está offline");
  await page.goto("/calculadoras/simples-nacional");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calculadora do Simples Nacional 2026 (DAS)");
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Conexão restaurada!")).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  // Three seconds, then it goes (the wait allows for a loaded machine: it ends as soon as the banner does).
  await expect(page.getByText("Conexão restaurada!")).toBeHidden({ timeout: 30_000 });
});

test("a calculation started signed out continues in the app after sign-up; signed-in pages are never kept; sign-out clears the kept pages", async ({
  page,
  accounts,
}) => {
  await page.goto("/calculadoras");
  await waitForWorker(page);
  await page.reload();
  expect(await keptPages(page)).toEqual(["/calculadoras"]);

  // The call to sign up under a result carries the inputs (on this device) past registration.
  await page.goto("/calculadoras/simples-nacional?annex=III&monthRevenue=50.000,00");
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s5\.280,00$/);
  await page.getByRole("link", { name: "Criar conta grátis" }).click();
  await expect(page).toHaveURL(/\/register$/);
  // The account the visitor would have just created (registration itself is billing's e2e).
  await signIn(page, (await accounts.get("trial")).email);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("heading", { name: "Continue a sua simulação" })).toBeVisible();
  await page.getByRole("link", { name: "Continuar", exact: true }).click();
  await expect(page).toHaveURL(/\/fiscal-simulator\?atividade=servicos_gerais&faturamentoAnual=600\.000%2C00$/);
  await expect(page.getByLabel("Faturamento anual")).toHaveValue("600.000,00");
  // Offered once.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Continue a sua simulação" })).toHaveCount(0);

  await page.goto("/plans");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // /dashboard, the fiscal simulator and the signed-in /plans went through the worker, which kept none of them.
  expect(await keptPages(page)).toEqual(["/calculadoras", "/calculadoras/simples-nacional"]);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The sign-out form dropped every page kept before (the landing it lands on may be kept afresh: it is public).
  await expect.poll(async () => (await keptPages(page)).filter((path) => path !== "/")).toEqual([]);
});

test("crawlers: robots.txt, sitemap.xml, canonical URLs, structured data and Open Graph images", async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/dashboard", "/fiscal-simulator", "/settings", "/admin", "/api/"])
    expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/plans", "/calculadoras", ...CALCULATORS.map((slug) => `/calculadoras/${slug}`)]) {
    expect(sitemap).toContain(`<loc>${new URL(path, baseURL).href}</loc>`);
  }
  expect(sitemap).not.toContain("/dashboard");
  expect(sitemap).not.toContain("/admin");

  await page.goto("/");
  // Next writes the root's canonical without its trailing slash.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${baseURL}/?$`));
  const landingData = await page.locator('script[type="application/ld+json"]').allTextContents();
  const app = landingData.map((text) => JSON.parse(text)).find((data) => data["@type"] === "SoftwareApplication");
  // The seeded price list (docs/decisions.md §7): basic R$ 29,90, professional R$ 89,90, enterprise R$ 199,90; and
  // the three "Escritório" bands (20261201060001_office.sql) offered on /plans.
  expect(
    app.offers.map((offer: { price: string; priceCurrency: string }) => `${offer.price} ${offer.priceCurrency}`),
  ).toEqual(["29.90 BRL", "89.90 BRL", "199.90 BRL", "299.90 BRL", "699.90 BRL", "1299.90 BRL"]);
  expect(landingData.map((text) => JSON.parse(text)["@type"])).toContain("Organization");

  await page.goto("/calculadoras/fator-r");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/calculadoras/fator-r`);
  const faq = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  expect(faq.find((data) => data["@type"] === "FAQPage")?.mainEntity.length).toBeGreaterThan(0);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toContain("/og/image?path=%2Fcalculadoras%2Ffator-r");
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("the calculators are axe clean and fit 375 px, each computing its example signed out", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/calculadoras");
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
  const examples: Record<string, string> = {
    "simples-nacional": "?annex=III&monthRevenue=50.000,00",
    "fator-r": "?monthRevenue=20.000,00&payroll12m=80.000,00",
    "clt-x-pj": "?salary=8.000,00",
    "salario-liquido": "?salary=5.000,00&dependents=0",
    "pro-labore-dividendos": "?monthlyRevenue=40.000,00&monthlyCosts=10.000,00",
    "reforma-tributaria": "?annex=I&monthlyRevenue=50.000,00&creditingBuyersPercent=80",
  };
  for (const slug of CALCULATORS) {
    // Prefilled from the URL (a shared link): the result is there at once, with its memória.
    await page.goto(`/calculadoras/${slug}${examples[slug]}`);
    await expect(page.getByTestId("calculation-steps").first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page);
  }
  await page.goto("/calculadoras/salario-liquido?salary=5.000,00");
  // Lei 15.270/2025: no IRRF up to R$ 5.000,00 in 2026.
  await expect(page.getByTestId("net-salary-irrf")).toHaveText(/^R\$\s0,00$/);

  // Bad input gets a pt-BR message on the field, not a blank result.
  await page.goto("/calculadoras/salario-liquido");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByText("Campo obrigatório.")).toBeVisible();
  await page.getByLabel("Dependentes para o IR").fill("2,5");
  await page.getByLabel("Salário bruto mensal").fill("3.000,00");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByText("Informe um número inteiro válido.")).toBeVisible();
});
