import { signIn } from "./fixtures/auth";
import { expectNoSeriousViolations } from "./fixtures/axe";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";
import { expect, test, type Page } from "./fixtures/test";
import { createCompany } from "./fixtures/tools";

// Supabase mode in a browser: the production build on Supabase Auth (the double of tests/doubles/supabase-auth, on a
// database shaped like a Supabase project), its e-mails followed by the links the deploy guide's templates make.
// Registration and confirmation, a company and a simulation, sign-out, sign-in with the password, the e-mail change
// that both addresses confirm. The account flows in detail: tests/integration/supabase-*.test.ts.

const AUTH_URL = process.env.E2E_SUPABASE_AUTH_URL!;
/** The double's secret key (tests/doubles/supabase-auth/index.ts): it alone reads the mail the double kept. */
const SECRET_KEY = "sb_secret_double_0123456789abcdef";

/** The link of the newest e-mail of this kind to this address, as Supabase would have sent it. */
async function mailedLink(to: string, kind: "confirmation" | "email_change"): Promise<string> {
  let link = "";
  await expect(async () => {
    const response = await fetch(`${AUTH_URL}/auth/v1/__double/outbox?${new URLSearchParams({ to, kind })}`, {
      headers: { apikey: SECRET_KEY },
    });
    expect(response.status).toBe(200);
    link = ((await response.json()) as { link: string }).link;
  }).toPass();
  return link;
}

async function sessionCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name.startsWith("sb-"));
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookies(page)).toEqual([]);
}

test("register, confirm by e-mail, a company and a simulation, sign out and in again, change the e-mail", async ({
  page,
  unique,
}) => {
  const who = newSubscriber();
  await page.goto("/register");
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await expect(page.getByText("Cadastro realizado!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // Before the link: the right password is told to confirm the e-mail first.
  await page.locator("#subscriber-email").fill(who.email);
  await page.locator("#subscriber-password").fill(who.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText(/Confirme seu e-mail antes de entrar/).first()).toBeVisible();

  // The confirmation link signs this browser in (HttpOnly cookies of @supabase/ssr) and lands on the dashboard.
  await page.goto(await mailedLink(who.email, "confirmation"));
  await expect(page).toHaveURL(/\/dashboard/);
  const cookies = await sessionCookies(page);
  expect(cookies.length).toBeGreaterThan(0);
  expect(cookies.every((c) => c.httpOnly && c.sameSite === "Lax")).toBe(true);

  const name = unique.name("Supabase Anexo III");
  await createCompany(page, name, unique.cnpj(), "600.000,00");
  await page.getByTestId("company-row").filter({ hasText: name }).getByRole("link", { name: "Simular" }).click();
  await page.getByRole("button", { name: "Próximo Passo" }).click();
  await page.getByRole("button", { name: "Iniciar Cálculo" }).click();
  await expect(page.getByTestId("regime-card-simples").getByTestId("annual-total")).toHaveText("R$ 63.360,00");
  await page.getByTestId("save-simulation").click();
  await expect(page.getByText("Simulação salva no seu histórico.")).toBeVisible();
  await signOut(page);
  await page.goto("/simulations");
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, who.email, who.password);
  await page.goto("/simulations");
  await expect(page.getByTestId("simulation-row").filter({ hasText: name }).first()).toBeVisible();

  // A new e-mail: Supabase's secure change mails both addresses, and the account moves when both links are used.
  const newEmail = `novo-${who.email}`;
  await page.goto("/profile");
  await page.getByLabel("Novo e-mail").fill(newEmail);
  await page.locator("#profile-email-password").fill(who.password);
  await page.getByRole("button", { name: "Trocar e-mail" }).click();
  await expect(page.getByText(/e outro para o seu e-mail atual/)).toBeVisible();
  await page.goto(await mailedLink(newEmail, "email_change"));
  await expect(page).toHaveURL(/\/profile\?email=pendente/);
  await expect(
    page.getByRole("status").filter({ hasText: "use também o link enviado ao outro endereço" }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(await mailedLink(who.email, "email_change"));
  await expect(page).toHaveURL(/\/profile\?email=alterado/);
  await expect(page.getByTestId("profile-email-current")).toHaveText(newEmail);
  await signOut(page);
  await signIn(page, newEmail, who.password);
  await expect(page).not.toHaveURL(/\/login/);
  await signOut(page);
});
