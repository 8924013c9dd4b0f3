import { createHash } from "node:crypto";
import { expect, test } from "./fixtures/test";
import { expectNoSeriousViolations } from "./fixtures/axe";
import { PUBLIC_PAGES } from "@/lib/auth/routes";

// The public pages are prerendered and carry a policy of script hashes cached with their HTML
// (lib/security/csp-cache-handler.mjs); every other page renders per request with a nonce (proxy.ts).

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The inline scripts of an HTML page that a browser runs (not its JSON-LD data blocks). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body]) => body);
}

function scriptSources(csp: string): string[] {
  return (
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
      ?.slice(1) ?? []
  );
}

test("each public page is served prerendered, with 'self' and the hashes of exactly its own inline scripts", async ({
  request,
}) => {
  for (const path of PUBLIC_PAGES) {
    // The first request after a start may render it (build-time HTML is never served); the next comes from the cache:
    // fresh (HIT), or older than the page's revalidate period (STALE: served while a new render is made, which happens
    // once the run is more than five minutes past the first render of the plans pages).
    await request.get(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(["HIT", "STALE"], path).toContain(response.headers()["x-nextjs-cache"]);
    const policies = response.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy");
    expect(policies, path).toHaveLength(1);
    const sources = scriptSources(policies[0].value);
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(sources, path).toEqual(["'self'", ...new Set(scripts.map(sha256))]);
    expect(policies[0].value, path).not.toMatch(/nonce-|strict-dynamic|unsafe-eval/);
    expect(html, path).not.toMatch(/<script[^>]*\snonce=/);
  }
});

test("a page rendered per request keeps its fresh nonce", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/register");
    const csp = response.headers()["content-security-policy"];
    expect(csp).toContain("'strict-dynamic'");
    nonces.add(/'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? "");
  }
  expect(nonces.size).toBe(2);
});

test("an unknown path answers the prerendered 404 page under its own hash policy, working", async ({
  page,
  consoleErrors,
}) => {
  // The browser logs the 404 status of the document itself: expected here, and no CSP violation.
  consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/[^)]+\/pagina-que-nao-existe\)$/);
  const response = await page.goto("/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  const policies = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === "content-security-policy");
  expect(policies).toHaveLength(1);
  expect(policies[0].value).toContain("'sha256-");
  await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toBeVisible();
  await expectHydrated(page);
});

test("over https a prerendered page gets upgrade-insecure-requests as a second policy, and HSTS", async ({
  request,
}) => {
  await request.get("/privacy");
  const response = await request.get("/privacy", { headers: { "x-forwarded-proto": "https" } });
  const policies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "content-security-policy")
    .map((h) => h.value);
  expect(policies).toHaveLength(2);
  expect(policies).toContain("upgrade-insecure-requests");
  expect(policies.find((p) => p !== "upgrade-insecure-requests")).toContain("'sha256-");
  expect(response.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
});

async function expectHydrated(page: import("@playwright/test").Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber$")),
      ),
    )
    .toBe(true);
}

test("every public page hydrates with nothing blocked, and axe finds nothing serious", async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expectHydrated(page);
    await expectNoSeriousViolations(page);
  }
});

test("the policy of a prerendered page blocks an injected inline script", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/CSP violation: script-src/);
  consoleErrors.allow(/violates the following Content Security Policy directive 'script-src /);
  for (const path of ["/", "/calculadoras/simples-nacional"]) {
    await page.goto(path);
    await expectHydrated(page);
    const violation = page.waitForEvent("console", (message) => message.text().startsWith("CSP violation: script-src"));
    // Code run by Playwright is exempt from the CSP; the <script> element it adds is not.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    await violation;
    expect(await page.evaluate(() => "__injected" in window), path).toBe(false);
  }
});

test("the prerendered calculators compute, and a shared link opens with its result", async ({ page }) => {
  await page.goto("/calculadoras/simples-nacional");
  await expectHydrated(page);
  await page.getByLabel("Anexo da atividade").selectOption("III");
  await page.getByLabel("Receita bruta do mês").fill("50.000,00");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s5\.280,00$/);
  await expect(page).toHaveURL(/monthRevenue=50\.000%2C00/);

  await page.goto("/calculadoras/simples-nacional?annex=III&monthRevenue=10.000,00");
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s600,00$/);
  await expect(page.getByLabel("Receita bruta do mês")).toHaveValue("10.000,00");

  // Band 6 (lib/tax/__tests__/simples.test.ts): ISS in the DAS with the excess over 5% moved to the federal taxes, or
  // outside the DAS once the year passed the sublimite, as the owner says.
  await page.goto("/calculadoras/simples-nacional?annex=III&monthRevenue=300.000,00&rbt12=4.000.000,00");
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s68\.348,29$/);
  await page.getByLabel("ICMS ou ISS").selectOption("exceeded");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByTestId("simples-das")).toHaveText(/^R\$\s50\.400,00$/);
  await expect(page).toHaveURL(/sublimite=exceeded/);
});

test("the prerendered price list keeps the affiliate code of its address in its plan links", async ({ page }) => {
  await page.goto("/plans?ref=PARCEIRO42");
  const basic = page.getByTestId("plan-basic").getByRole("link");
  await expect(basic).toHaveAttribute("href", "/register?plano=basic&ref=PARCEIRO42");
  await page.goto("/plans");
  await expect(page.getByTestId("plan-basic").getByRole("link")).toHaveAttribute("href", "/register?plano=basic");
});

test("on a prerendered page the service worker registers after load, under the hash policy", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
});

test("a public page that refreshes a signed-in visitor's session is not cacheable by anyone else", async ({
  playwright,
  baseURL,
  accounts,
}) => {
  // A session whose access token expired: only its refresh token comes back, and the proxy issues new cookies.
  const state = await accounts.freshState("trial");
  const refresh = state.cookies.find((c) => c.name === "tc-refresh-token");
  expect(refresh).toBeTruthy();
  const api = await playwright.request.newContext({ baseURL });
  try {
    // An anonymous visitor's copy is shared-cacheable (rendered into the cache first, as for any visitor).
    await api.get("/");
    expect((await api.get("/")).headers()["cache-control"]).toMatch(/s-maxage=/);
    const response = await api.get("/", { headers: { cookie: `tc-refresh-token=${refresh!.value}` } });
    expect(response.status()).toBe(200);
    const setCookies = response.headersArray().filter((h) => /^set-cookie$/i.test(h.name));
    expect(setCookies.some((h) => /tc-access-token=/.test(h.value))).toBe(true);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  } finally {
    await api.dispose();
  }
});
