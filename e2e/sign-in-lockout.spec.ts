import { request as httpRequest } from "node:http";
import type { Page, Request } from "@playwright/test";
import { demoEmail, DEMO_PASSWORD, signIn } from "./fixtures/auth";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";
import { expect, test } from "./fixtures/test";

// Nobody can keep an account out by failing its password. 25 wrong passwords come from three
// other addresses (127.0.0.2–4: the loopback network is all local, and the server keys on the socket's address),
// then the owner signs in from the browser's own address (127.0.0.1), on /login and on /admin/login.

type Captured = { url: string; headers: Record<string, string>; body: string };

/** The sign-in form's server action request as the browser sent it (a right password: this address stays clean). */
async function captureSignIn(page: Page, submit: () => Promise<void>): Promise<Captured> {
  const isAction = (request: Request) => request.method() === "POST" && Boolean(request.headers()["next-action"]);
  const [request] = await Promise.all([page.waitForRequest(isAction), submit()]);
  return { url: request.url(), headers: await request.allHeaders(), body: request.postData() ?? "" };
}

/** Replays the captured action from another local address with another password; answers the response text. */
function replayFrom(localAddress: string, action: Captured, password: string, wrong: string): Promise<string> {
  const url = new URL(action.url);
  const body = action.body.replaceAll(password, wrong);
  // Plain text back (no gzip), and the length of the changed body.
  const { "accept-encoding": _encoding, ...sent } = action.headers;
  const headers = { ...sent, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: "POST", headers, localAddress },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(text));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** 25 wrong passwords: 10 from each of two addresses, 5 from a third (10 is the per-account-and-address limit). */
async function failFromElsewhere(action: Captured, password: string): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < 25; i++) {
    const text = await replayFrom(
      `127.0.0.${2 + Math.floor(i / 10)}`,
      action,
      password,
      `Errada${String(i).padStart(4, "0")}x`,
    );
    answers.push(
      text.includes("rate_limited")
        ? "rate_limited"
        : text.includes("invalid_credentials")
          ? "invalid_credentials"
          : text.slice(0, 200),
    );
  }
  return answers;
}

test("after 25 wrong passwords from other addresses, the owner signs in from hers; the owner is told by e-mail", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const who = newSubscriber();
  await page.goto("/register");
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto("/login");
  await page.locator("#subscriber-email").fill(who.email);
  await page.locator("#subscriber-password").fill(who.password);
  const action = await captureSignIn(page, () => page.getByRole("button", { name: "Entrar", exact: true }).click());
  await expect(page).toHaveURL(/\/dashboard/);
  await page.context().clearCookies();
  const answers = await failFromElsewhere(action, who.password);
  expect(answers.filter((a) => a === "invalid_credentials").length).toBeGreaterThanOrEqual(10);
  expect(answers.every((a) => a === "invalid_credentials" || a === "rate_limited")).toBe(true);
  // An address that failed is held even with the right password.
  expect(await replayFrom("127.0.0.2", action, who.password, who.password)).toContain("rate_limited");

  await page.goto("/login");
  await page.locator("#subscriber-email").fill(who.email);
  await page.locator("#subscriber-password").fill(who.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, demoEmail("admin"));
  await adminPage.goto("/dev/outbox");
  const warning = adminPage
    .locator('[data-slot="card"]', { hasText: who.email })
    .filter({ hasText: "Muitas tentativas de entrar na sua conta" });
  await expect(warning).toHaveCount(1);
  await admin.close();
});

test("after 25 wrong passwords from other addresses, the administrator signs in at /admin/login", async ({ page }) => {
  test.setTimeout(180_000);
  const email = demoEmail("admin");
  await page.goto("/admin/login");
  await page.locator("#admin-email").fill(email);
  await page.locator("#admin-password").fill(DEMO_PASSWORD);
  const action = await captureSignIn(page, () => page.getByRole("button", { name: "Entrar no painel" }).click());
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.context().clearCookies();
  const answers = await failFromElsewhere(action, DEMO_PASSWORD);
  expect(answers.filter((a) => a === "invalid_credentials").length).toBeGreaterThanOrEqual(10);
  expect(answers.at(-1)).toBe("rate_limited");

  await page.goto("/admin/login");
  await page.locator("#admin-email").fill(email);
  await page.locator("#admin-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar no painel" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto("/dev/outbox");
  await expect(
    page
      .locator('[data-slot="card"]', { hasText: email })
      .filter({ hasText: "Muitas tentativas de entrar na sua conta" })
      .first(),
  ).toBeVisible();
});
