import { expect, test } from "./fixtures/test";
import { RUN_ID } from "./fixtures/accounts";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { fillRegisterForm, newSubscriber, payInSandbox, subscribeToBasic } from "./fixtures/billing";

// Billing in sandbox mode (no ASAAS_API_KEY): every test registers its own fresh subscriber.

test("register with Básico, pay the PIX in the sandbox, sign in with the Básico badge", async ({ page, context }) => {
  const who = newSubscriber();
  await page.goto("/plans");
  await expect(page.getByTestId("plan-basic")).toContainText("R$ 29,90");
  await page.getByRole("link", { name: "Assinar Básico" }).click();
  await expect(page).toHaveURL(/\/register\?plano=basic/);
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: "Criar conta e pagar Básico" }).click();

  await expect(page).toHaveURL(/\/payment-pending\?registration_id=[0-9a-f-]{36}/);
  await expect(page.getByTestId("registration-status")).toHaveText("Aguardando Pagamento");
  const qr = page.getByRole("img", { name: "QR Code PIX para pagamento" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByLabel("PIX copia e cola")).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);

  await payInSandbox(page);
  await expect(page.getByTestId("registration-status")).toHaveText("Pagamento Confirmado");

  await context.clearCookies();
  await signIn(page, who.email, who.password);
  await expect(page.getByTestId("plan-badge").first()).toHaveText("Básico");
});

test("registration errors show their messages and keep what was typed", async ({ page }) => {
  const who = newSubscriber();
  await page.goto("/register?plano=basic");
  const submit = page.getByRole("button", { name: "Criar conta e pagar Básico" });

  await fillRegisterForm(page, who, { confirm: "Outra2026senha" });
  await submit.click();
  await expect(page.getByText("As senhas não coincidem")).toBeVisible();
  await expect(page.locator("#register-name")).toHaveValue(who.name);
  await expect(page.locator("#register-email")).toHaveValue(who.email);

  await page.locator("#register-confirm").fill(who.password);
  await page.locator("#register-terms").uncheck();
  await submit.click();
  await expect(page.getByText("Você deve aceitar os termos de uso")).toBeVisible();
  await expect(page.locator("#register-password")).toHaveValue(who.password);

  await page.locator("#register-terms").check();
  await page.locator("#register-cpf").fill("123.456.789-00");
  await submit.click();
  await expect(page.getByText("CPF inválido. Confira os 11 dígitos.")).toBeVisible();
  await expect(page.locator("#register-cpf")).toHaveValue("123.456.789-00");

  await page.locator("#register-cpf").fill(who.cpf);
  await expect(page.locator("#register-name")).toHaveValue(who.name);
});

test("an e-mail that already has an account gets the same answer as a new one; its owner is told by e-mail", async ({
  page,
  browser,
  baseURL,
  accounts,
}) => {
  // Enumeration: the page must not tell who has an account here.
  const owner = newSubscriber();
  await page.goto("/register");
  await fillRegisterForm(page, owner);
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await expect(page.getByText("Cadastro realizado!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // A trial sign-up does not sign in: the visitor is sent to /login either way, with no session cookie.
  expect((await page.context().cookies()).filter((c) => c.name.startsWith("tc-") || c.name.startsWith("sb-"))).toEqual(
    [],
  );
  const intruder = { ...newSubscriber(), email: owner.email, password: "Intrusa2026x" };
  await page.goto("/register?plano=basic");
  await fillRegisterForm(page, intruder);
  await page.getByRole("button", { name: "Criar conta e pagar Básico" }).click();
  await expect(page.getByText("Cadastro realizado!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Este e-mail já está cadastrado.")).toHaveCount(0);

  // The intruder's password opens nothing; the owner's still works.
  await page.goto("/login");
  await page.locator("#subscriber-email").fill(owner.email);
  await page.locator("#subscriber-password").fill(intruder.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("E-mail ou senha incorretos.").first()).toBeVisible();

  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, (await accounts.get("admin")).email);
  await adminPage.goto("/dev/outbox");
  const notice = adminPage
    .locator('[data-slot="card"]', { hasText: owner.email })
    .filter({ hasText: "Tentativa de cadastro com o seu e-mail" });
  await expect(notice.first()).toBeVisible();
  await admin.close();
});

test("forgot-password answers the same words for an account and for nobody", async ({ page, accounts, unique }) => {
  const answer = async (email: string) => {
    await page.goto("/forgot-password");
    await page.locator("#forgot-email").fill(email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    const message = page.getByText(/você receberá o link/);
    await expect(message).toBeVisible();
    return message.innerText();
  };
  expect(await answer((await accounts.get("basic")).email)).toBe(
    await answer(`ninguem.${unique.name(RUN_ID).replace(/\W+/g, ".")}@exemplo.com.br`),
  );
});

test("a missing registration id sends the visitor to /register", async ({ page }) => {
  // The page says why, then its own 1 s timer moves on to /register: a loaded browser can be past the message before
  // the first look, so the message is read from the page as served, then the move is watched.
  const served = await page.request.get("/payment-pending");
  expect(served.status()).toBe(200);
  expect(await served.text()).toMatch(/<h1[^>]*>ID de registro não encontrado<\/h1>/);
  await page.goto("/payment-pending");
  await expect(page).toHaveURL(/\/register/);
});

test("upgrade from Básico to Profissional", async ({ page }) => {
  const who = await subscribeToBasic(page);

  await page.goto("/plans");
  await expect(page.getByTestId("plan-basic").getByRole("button", { name: "Plano atual" })).toBeDisabled();
  await page.getByRole("link", { name: "Assinar Profissional" }).click();
  await expect(page).toHaveURL(/\/register\?plano=professional.*upgrade=1/);
  await expect(page.locator("#upgrade-email")).toHaveValue(who.email);
  await expect(page.locator("#register-password")).toHaveCount(0);
  await page.locator("#register-terms").check();
  await page.getByRole("button", { name: "Gerar pagamento do Profissional" }).click();
  await expect(page).toHaveURL(/\/payment-pending/);
  await payInSandbox(page);

  await page.goto("/dashboard");
  await expect(page.getByTestId("plan-badge").first()).toHaveText("Profissional");

  await page.goto("/settings");
  await expect(page.getByTestId("current-plan")).toHaveText("Profissional");
  await expect(page.getByText(/Básico: sem novas cobranças, acesso até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  const history = page.getByTestId("payment-history");
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row", { name: /Profissional.*R\$\s89,90.*Pago/ })).toBeVisible();
  await expect(history.getByRole("row", { name: /Básico.*R\$\s29,90.*Pago/ })).toBeVisible();
});

test("cancel from /settings keeps the plan until the paid period ends", async ({ page }) => {
  await subscribeToBasic(page);

  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/settings");
  await expect(page.getByTestId("current-plan")).toHaveText("Básico");
  await expect(page.getByTestId("subscription-status")).toHaveText("Ativa");
  await expect(page.getByTestId("next-charge")).toHaveText(/^\d{2}\/\d{2}\/\d{4} · R\$\s29,90 via PIX$/);
  await expect(
    page.getByTestId("payment-history").getByRole("row", { name: /Básico.*R\$\s29,90.*Pago/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole("button", { name: "Cancelar assinatura" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Cancelar a assinatura do plano Básico?");
  await dialog.getByRole("button", { name: "Manter assinatura" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("subscription-status")).toHaveText("Ativa");

  await page.getByRole("button", { name: "Cancelar assinatura" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sim, cancelar" }).click();
  await expect(page.getByText("Assinatura cancelada", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cancelled-notice")).toHaveText(/acesso ao plano Básico até \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId("subscription-status")).toHaveText("Cancelada");
  await expect(page.getByTestId("next-charge")).toHaveText("Nenhuma cobrança futura");
  await expect(page.getByRole("button", { name: "Cancelar assinatura" })).toHaveCount(0);
  await expect(page.getByTestId("plan-badge").first()).toHaveText("Básico");
});

test("the reconcile job answers only with the scheduler's secret", async ({ request }) => {
  const secret = process.env.CRON_SECRET ?? "e2e-reconcile-secret-0123456789";
  const refused = await request.post("/api/jobs/reconcile", { headers: { authorization: "Bearer not-the-secret" } });
  expect(refused.status()).toBe(401);
  const done = await request.post("/api/jobs/reconcile", { headers: { authorization: `Bearer ${secret}` } });
  expect(done.status()).toBe(200);
  const report = await done.json();
  expect(report).toMatchObject({ registrations: { failed: 0 }, subscriptions: { failed: 0 }, events: { failed: 0 } });
  expect(report.subscriptions.checked).toBeGreaterThanOrEqual(0);
});
