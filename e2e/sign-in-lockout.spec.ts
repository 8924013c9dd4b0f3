import { request as httpRequest } from "node:http";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures/test";

// The per-account bound on password guessing, and the owner never locked out (docs/decisions.md §40). 40 wrong
// passwords come from 40 other addresses (127.0.0.2–41: the loopback network is all local, and the server keys on
// the socket's address): 10 are checked, the rest refused. Then the owner's own browser, which signed in before,
// signs in with the right password; a browser that never did waits, as a guesser's would.

type Captured = { url: string; headers: Record<string, string>; body: string };

/** The sign-in form's server action request as the browser sent it (before it had signed in: no device cookie). */
async function captureSignIn(page: Page, submit: () => Promise<void>): Promise<Captured> {
  const isAction = (request: Request) => request.method() === "POST" && Boolean(request.headers()["next-action"]);
  const [request] = await Promise.all([page.waitForRequest(isAction), submit()]);
  return { url: request.url(), headers: await request.allHeaders(), body: request.postData() ?? "" };
}

/** Replays the captured action from another local address with another password; answers the response text. */
function replayFrom(localAddress: string, action: Captured, password: string, sent: string): Promise<string> {
  const url = new URL(action.url);
  const body = action.body.replaceAll(password, sent);
  // Plain text back (no gzip), and the length of the changed body.
  const { "accept-encoding": _encoding, ...kept } = action.headers;
  const headers = { ...kept, "content-length": String(Buffer.byteLength(body)) };
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

const outcome = (text: string) =>
  text.includes("rate_limited") ? "rate_limited" : text.includes("invalid_credentials") ? "invalid_credentials" : text;

/** 40 wrong passwords, one from each of 40 addresses. */
async function failFrom40Addresses(action: Captured, password: string): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < 40; i++) {
    const wrong = `Errada${String(i).padStart(4, "0")}x`;
    answers.push(outcome(await replayFrom(`127.0.0.${2 + i}`, action, password, wrong)));
  }
  return answers;
}

/** This browser keeps its device cookie and loses its session: it signs in again through the form. */
async function signOutKeepingDevice(page: Page) {
  await page.context().clearCookies({ name: /^tc-(access|refresh)-token$/ });
}

const MANY_TRIES = /Muitas tentativas\. Tente novamente em \d+ minutos?\./;

for (const portal of [
  {
    name: "subscriber",
    role: "trial",
    path: "/login",
    prefix: "subscriber",
    button: /^Entrar$/,
    landing: /\/dashboard/,
  },
  {
    name: "admin",
    role: "admin",
    path: "/admin/login",
    prefix: "admin",
    button: /^Entrar no painel$/,
    landing: /\/admin\/dashboard/,
  },
] as const) {
  test(`${portal.name}: after 40 wrong passwords from 40 addresses, the owner's browser signs in; a new browser is bounded`, async ({
    page,
    browser,
    baseURL,
    accounts,
  }) => {
    test.setTimeout(180_000);
    const owner = await accounts.fresh(portal.role);
    const fill = async (target: Page) => {
      await target.goto(portal.path);
      await target.locator(`#${portal.prefix}-email`).fill(owner.email);
      await target.locator(`#${portal.prefix}-password`).fill(owner.password);
    };
    await fill(page);
    const action = await captureSignIn(page, () => page.getByRole("button", { name: portal.button }).click());
    await expect(page).toHaveURL(portal.landing);
    await signOutKeepingDevice(page);

    const answers = await failFrom40Addresses(action, owner.password);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill("invalid_credentials"));
    expect(answers.slice(10)).toEqual(Array(30).fill("rate_limited"));
    // The right password from an address that never failed, without the device cookie: bounded like the guesses.
    expect(outcome(await replayFrom("127.0.0.60", action, owner.password, owner.password))).toBe("rate_limited");

    // A browser that never signed in to the account waits too, with the right password...
    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    await fill(strangerPage);
    await strangerPage.getByRole("button", { name: portal.button }).click();
    await expect(strangerPage.getByText(MANY_TRIES).first()).toBeVisible();
    await stranger.close();

    // ...the owner's does not.
    await fill(page);
    await page.getByRole("button", { name: portal.button }).click();
    await expect(page).toHaveURL(portal.landing);

    // The owner was told by e-mail (read as an administrator: the outbox is theirs to see).
    const admin = portal.role === "admin" ? page : await (await browser.newContext({ baseURL })).newPage();
    if (admin !== page) {
      const { email, password } = await accounts.get("admin");
      await admin.goto("/admin/login");
      await admin.locator("#admin-email").fill(email);
      await admin.locator("#admin-password").fill(password);
      await admin.getByRole("button", { name: "Entrar no painel" }).click();
      await expect(admin).toHaveURL(/\/admin\/dashboard/);
    }
    await admin.goto("/dev/outbox");
    await expect(
      admin
        .locator('[data-slot="card"]', { hasText: owner.email })
        .filter({ hasText: "Muitas tentativas de entrar na sua conta" }),
    ).toHaveCount(1);
  });
}
