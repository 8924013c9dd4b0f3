import { Secret, TOTP } from "otpauth";
import postgres from "postgres";
import { expect, test, type Page } from "./fixtures/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { fillRegisterForm, newSubscriber, type NewSubscriber } from "./fixtures/billing";

// Configurações › Segurança and 'Excluir minha conta'. The administrator with two-factor authentication is a fresh
// one made by scripts/e2e-server.sh (admin@demo never gets 2FA: the other specs sign in with it).
const ADMIN_2FA = { email: "admin-2fa@e2e.tributocerto.com.br", password: "Admin2fa2026" };

async function register(page: Page): Promise<NewSubscriber> {
  const who = newSubscriber();
  await page.goto("/register");
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await expect(page).toHaveURL(/\/login/);
  return who;
}

async function expectSignInRefused(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.locator("#subscriber-email").fill(email);
  await page.locator("#subscriber-password").fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("E-mail ou senha incorretos.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
}

test("password change, then sign-in with the new one; the session list; delete my account, then sign-in fails", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000); // several sign-ins in one walk
  const who = await register(page);
  await signIn(page, who.email, who.password);
  await page.goto("/settings");
  const tabs = page.getByRole("navigation", { name: "Seções das configurações" });
  await expect(tabs.getByRole("link", { name: "Conta e assinatura" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Segurança" }).click();
  await expect(page).toHaveURL(/\/settings\/seguranca$/);
  await expect(tabs.getByRole("link", { name: "Segurança" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "Segurança" })).toBeVisible();
  const sessions = page.getByTestId("session-row");
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText(/Chrome no (Windows|Linux)/);
  await expect(sessions.first()).toContainText("Este navegador");
  await expect(sessions.first()).toContainText(/Último uso:\s*\d{2}\/\d{2}\/\d{4}/);
  await expectNoSeriousViolations(page);

  // A second browser shows up in the list and is signed out by 'Encerrar'.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, who.email, who.password);
  await page.reload();
  await expect(sessions).toHaveCount(2);
  await page.getByRole("button", { name: /^Encerrar a sessão de/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Encerrar" }).click();
  await expect(page.getByText("Sessão encerrada.").first()).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  const newPassword = "Trocada2026x";
  await page.getByRole("textbox", { name: "Senha atual", exact: true }).fill("Errada2026x");
  await page.getByLabel(/^Nova senha/).fill(newPassword);
  await page.getByLabel(/^Confirme a nova senha/).fill(newPassword);
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("A senha atual está incorreta.").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Senha atual", exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("Senha alterada. As outras sessões foram encerradas.").first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.context().clearCookies();
  await expectSignInRefused(page, who.email, who.password);
  await signIn(page, who.email, newPassword);

  await page.goto("/settings/privacidade");
  const confirmation = page.getByLabel("Para confirmar, digite EXCLUIR ou o seu e-mail");
  await confirmation.fill("talvez");
  await page.getByRole("textbox", { name: "Sua senha", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Excluir minha conta definitivamente" }).click();
  await expect(page.getByText("Digite EXCLUIR ou o e-mail da conta para confirmar.").first()).toBeVisible();
  await confirmation.fill(who.email);
  // The word alone is not enough: the password again.
  await page.getByRole("textbox", { name: "Sua senha", exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Excluir minha conta definitivamente" }).click();
  await expect(page.getByText("A senha atual está incorreta.").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Sua senha", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Excluir minha conta definitivamente" }).click();
  await expect(page.getByText("Sua conta foi excluída.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login/);
  await expectSignInRefused(page, who.email, newPassword);
});

test("an admin enrols TOTP (QR code, recovery codes), then signs in with a code; an admin erases a subscriber", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(240_000); // several sign-ins in one walk
  consoleErrors.allow(/status of 404/);
  await page.goto("/admin/login");
  await page.locator("#admin-email").fill(ADMIN_2FA.email);
  await page.locator("#admin-password").fill(ADMIN_2FA.password);
  await page.getByRole("button", { name: "Entrar no painel" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByTestId("admin-2fa-notice")).toContainText("Proteja o acesso administrativo");

  await page.goto("/settings/seguranca");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Desativada");
  // The password again: whoever holds the session (or this admin's password alone) must not pick the authenticator.
  await page.getByLabel("Sua senha atual").fill("NaoEssaSenha2026");
  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
  await expect(page.getByText("A senha atual está incorreta.").first()).toBeVisible();
  await page.getByLabel("Sua senha atual").fill(ADMIN_2FA.password);
  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
  await expect(page.getByTestId("totp-qr")).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  await page.getByLabel("Código do aplicativo").fill("000000");
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByText(/Código inválido ou já usado/).first()).toBeVisible();
  // Told once, by the inline alert (no toast repeating it for the screen reader).
  await expect(page.getByText(/Código inválido ou já usado/)).toHaveCount(1);
  await page.getByLabel("Código do aplicativo").fill(totp.generate());
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Já guardei os códigos" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Ativada");
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("admin-2fa-notice")).toHaveCount(0);
  // The owner is told (if the password had leaked, the stranger's enrolment would not go unnoticed).
  await page.goto("/dev/outbox");
  await expect(
    page
      .locator('[data-slot="card"]', { hasText: ADMIN_2FA.email })
      .filter({ hasText: "Verificação em duas etapas ativada" }),
  ).toHaveCount(1);

  // Signing in again: the password, then the second step asks for a code.
  await page.context().clearCookies();
  await page.goto("/admin/login");
  await page.locator("#admin-email").fill(ADMIN_2FA.email);
  await page.locator("#admin-password").fill(ADMIN_2FA.password);
  await page.getByRole("button", { name: "Entrar no painel" }).click();
  await expect(page).toHaveURL(/\/login\/verificacao\?portal=admin/);
  await expect(page.getByRole("heading", { level: 1, name: "Verificação em duas etapas" })).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
  // A full load (not the client transition from the sign-in form, still animating) for the accessibility check.
  await page.goto("/login/verificacao?portal=admin");
  await expect(page.getByRole("button", { name: "Verificar" })).toBeEnabled();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Código").fill("123456");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText(/Código inválido ou já usado/).first()).toBeVisible();
  await expect(page.getByText(/Código inválido ou já usado/)).toHaveCount(1);
  // The enrolment spent this step's code: the next step's (one step of drift is accepted) signs in.
  await page.getByLabel("Código").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // The admin page that erases a subscriber: typed confirmation, audited, then back to the users list.
  const subscriber = await browser.newContext({ baseURL });
  const subscriberPage = await subscriber.newPage();
  const who = await register(subscriberPage);
  await signIn(subscriberPage, who.email, who.password);
  const exported = await (await subscriberPage.request.get("/api/account/export")).json();
  const userId: string = exported.profile[0].id;
  await page.goto(`/admin/users/${userId}/delete`);
  await expect(page.getByTestId("erase-target")).toContainText(who.email);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.getByLabel("Para confirmar, digite o e-mail da conta ou EXCLUIR").fill("EXCLUIR");
  await page.getByLabel("Sua senha de administrador").fill(ADMIN_2FA.password);
  await page.getByRole("button", { name: "Excluir usuário definitivamente" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await subscriberPage.goto("/dashboard");
  await expect(subscriberPage).toHaveURL(/\/login/);
  await expectSignInRefused(subscriberPage, who.email, who.password);
  await subscriber.close();
});

test("with 2FA required, an administrator without it gets no CSV export and is sent to enrol", async ({
  page,
  accounts,
  databaseUrl,
}) => {
  // 'Exigir 2FA para administradores' on for this server (its specs run one at a time), off again at the end.
  const sql = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
  await sql`insert into public.system_settings (setting_key, setting_value) values ('require_admin_2fa', 'true')
            on conflict (setting_key) do update set setting_value = excluded.setting_value`;
  try {
    const admin = await accounts.fresh("admin");
    await page.goto("/admin/login");
    await page.locator("#admin-email").fill(admin.email);
    await page.locator("#admin-password").fill(admin.password);
    await page.getByRole("button", { name: "Entrar no painel" }).click();
    await expect(page).toHaveURL(/\/settings\/seguranca\?aviso=2fa-obrigatorio/);
    // The downloads answer as the pages do: nothing of the customers without the second factor.
    for (const path of ["/admin/payments/export", "/admin/analytics/csv"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(403);
      expect(response.headers()["content-type"], path).toContain("application/problem+json");
      expect((await response.json()).detail, path).toContain("verificação em duas etapas é obrigatória");
    }
  } finally {
    await sql`delete from public.system_settings where setting_key = 'require_admin_2fa'`;
    await sql.end();
  }
});
