import { expect, test } from "./fixtures/test";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";

// The sign-in limit counts failures: a user who signs in many times is never locked out; wrong passwords are
// limited per account and address, and a forged X-Forwarded-For does not change the address.

test("14 sign-ins in a row succeed; wrong passwords hit the limit, forged X-Forwarded-For or not", async ({
  page,
  context,
}) => {
  test.setTimeout(360_000); // 26 sign-ins
  const who = newSubscriber();
  await page.goto("/register");
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await expect(page).toHaveURL(/\/login/);

  const attempt = async (password: string, forgedIp?: string) => {
    await context.clearCookies();
    await context.setExtraHTTPHeaders(forgedIp ? { "x-forwarded-for": forgedIp } : {});
    await page.goto("/login");
    await page.locator("#subscriber-email").fill(who.email);
    await page.locator("#subscriber-password").fill(password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
  };

  for (let i = 0; i < 14; i++) {
    await attempt(who.password);
    await expect(page).toHaveURL(/\/dashboard/);
  }
  // Each wrong password claims another address; the server keys on the socket's, so the forgery buys nothing:
  // the 10 failures allowed per account and address run out all the same.
  for (let i = 0; i < 10; i++) {
    await attempt("Errada2026", `203.0.113.${i + 1}`);
    await expect(page.getByText("E-mail ou senha incorretos.").first()).toBeVisible();
  }
  await attempt("Errada2026", "203.0.113.99");
  await expect(page.getByText(/Muitas tentativas\. Tente novamente em \d+ minutos?\./).first()).toBeVisible();
  await attempt(who.password, "198.51.100.7");
  await expect(page.getByText(/Muitas tentativas\. Tente novamente em \d+ minutos?\./).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
