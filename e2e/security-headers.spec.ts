import { expect, test } from "./fixtures/test";
import { signIn } from "./fixtures/auth";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";

const nonceOf = (csp: string | undefined) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];

// Pages rendered per request (they read the session or the address); the prerendered public pages carry a policy of
// script hashes instead (e2e/public-prerendered.spec.ts).
const PER_REQUEST = ["/login", "/register"];

test("every page rendered per request gets a fresh nonce in its CSP, and every script tag carries it", async ({
  request,
}) => {
  for (const path of PER_REQUEST) {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const csp = response.headers()["content-security-policy"];
      expect(csp, path).toContain("'strict-dynamic'");
      expect(csp, path).not.toContain("unsafe-eval");
      const nonce = nonceOf(csp);
      expect(nonce, path).toBeTruthy();
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
        path,
      ).toEqual([]);
      nonces.push(nonce!);
    }
    expect(nonces[0], path).not.toBe(nonces[1]);
  }
});

test("the static headers, and HSTS and upgrade-insecure-requests only over https", async ({ request }) => {
  const plain = await request.get("/login");
  expect(plain.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  expect(plain.headers()).not.toHaveProperty("strict-transport-security");
  expect(plain.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");

  const behindTls = await request.get("/login", { headers: { "x-forwarded-proto": "https" } });
  expect(behindTls.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(behindTls.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
});

test("redirects made by the proxy carry the CSP and the session cookies it wrote", async ({ request }) => {
  // A corrupted access token: the proxy clears the session cookies and sends the visitor to /login.
  const response = await request.get("/dashboard", {
    maxRedirects: 0,
    headers: { cookie: "tc-access-token=corrompido" },
  });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toContain("/login?next=%2Fdashboard");
  expect(nonceOf(response.headers()["content-security-policy"])).toBeTruthy();
  const cleared = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("tc-access-token=;"));
  expect(cleared).toHaveLength(1);
  expect(cleared[0].value).toMatch(/Max-Age=0/i);
});

test("route handlers answer with the JSON policy", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the pages rendered per request hydrate under the nonce CSP (React attached, nothing blocked)", async ({
  page,
}) => {
  for (const path of PER_REQUEST) {
    await page.goto(path);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber$")),
          ),
        { message: path },
      )
      .toBe(true);
  }
});

test("eval and injected inline handlers are blocked, and the console check reports them", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/CSP violation: script-src/);
  consoleErrors.allow(/violates the following Content Security Policy directive 'script-src /);
  await page.goto("/");
  // Code evaluated by Playwright itself is exempt from the CSP: eval is tried from a task of the page.
  await page.evaluate(() => {
    window.addEventListener("message", () => {
      try {
        document.body.dataset.evalProbe = eval("'ran'");
      } catch {
        document.body.dataset.evalProbe = "blocked";
      }
    });
    window.postMessage("probe", "*");
  });
  await expect(page.locator("body")).toHaveAttribute("data-eval-probe", "blocked");
  const violation = page.waitForEvent("console", (message) =>
    message.text().startsWith("CSP violation: script-src-attr"),
  );
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      "beforeend",
      `<img src="/icons/icon.svg" alt="" onload="window.__injected = true">`,
    ),
  );
  await violation;
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
});

test("the sandbox invoice page shows its PIX QR code (a data: image) under its own policy", async ({ page }) => {
  await page.goto("/register?plano=basic");
  await fillRegisterForm(page, newSubscriber());
  await page.getByRole("button", { name: "Criar conta e pagar Básico" }).click();
  await expect(page).toHaveURL(/\/payment-pending/);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Abrir fatura" }).click();
  const invoice = await popup;
  await invoice.waitForLoadState();
  const qr = invoice.getByRole("img", { name: "QR Code PIX" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The page's own <style> applied: the body is centred with a max width.
  expect(await invoice.evaluate(() => getComputedStyle(document.body).maxWidth)).not.toBe("none");
});

test("signed in, a click through every sidebar page and the billing settings runs with nothing blocked", async ({
  page,
  accounts,
}) => {
  await signIn(page, (await accounts.get("enterprise")).email);
  const nav = page.getByRole("navigation", { name: "Navegação principal" });
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of new Set([...hrefs, "/settings"])) {
    await page.goto("/dashboard");
    await page.locator(`a[href="${href}"]`).first().click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
});
