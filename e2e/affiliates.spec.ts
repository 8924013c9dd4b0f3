import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { fillRegisterForm, newSubscriber, payInSandbox } from "./fixtures/billing";

// The affiliate programme end to end: the affiliate's link → a referred sign-up pays in the sandbox → the affiliate
// sees the referral with a pending 10% commission → admin@demo marks it paid in /admin/affiliates → Pago. Along the
// way: the referred subscriber's payment e-mail and their Notificações preference, axe and 375 px on each page.

test("affiliate link → referred payment → pending 10% → admin marks it paid → Pago", async ({
  browser,
  baseURL,
  accounts,
}) => {
  test.setTimeout(240_000);
  const affiliate = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 800 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const affiliatePage = await affiliate.newPage();
  await signIn(affiliatePage, (await accounts.get("afiliado")).email);
  await affiliatePage.goto("/affiliate-backoffice");
  await expect(affiliatePage.getByRole("heading", { name: "Painel do afiliado" })).toBeVisible();
  const link = await affiliatePage.getByTestId("referral-link").inputValue();
  expect(link).toMatch(/\/register\?ref=AF[A-Z]{3}[0-9A-F]{8}$/);
  await expect(affiliatePage.getByTestId("commission-rule")).toContainText("10%");
  await affiliatePage.getByRole("button", { name: "Copiar link" }).click();
  await expect(affiliatePage.getByText("Link copiado!")).toBeVisible();
  expect(await affiliatePage.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(affiliatePage.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?]/g, "\\$&")}`),
  );
  await expectNoSeriousViolations(affiliatePage);
  await expectNoHorizontalOverflow(affiliatePage);

  // A visitor follows the link, subscribes to Básico and pays the PIX in the sandbox.
  const first = `Indicado${randomBytes(3).toString("hex")}`;
  const who = { ...newSubscriber(), name: `${first} Teste` };
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${new URL(link).pathname}${new URL(link).search}&plano=basic`);
  await fillRegisterForm(visitorPage, who);
  await visitorPage.getByRole("button", { name: "Criar conta e pagar Básico" }).click();
  await expect(visitorPage).toHaveURL(/\/payment-pending/);
  await payInSandbox(visitorPage);

  // The affiliate sees the referral: first name and initial only, Básico, Ativo, R$ 2,99 (10% of R$ 29,90), Pendente.
  await affiliatePage.reload();
  // At 375 px the list is one card per referral (the table is for wider screens).
  const row = affiliatePage.getByTestId("referral-item").filter({ hasText: `${first} T.` });
  await expect(row).toContainText("Básico");
  await expect(row).toContainText("Ativo");
  await expect(row).toContainText("R$ 2,99");
  await expect(row).toContainText("Pendente");
  await expect(affiliatePage.getByText(who.email)).toHaveCount(0);
  await expectNoSeriousViolations(affiliatePage);
  await expectNoHorizontalOverflow(affiliatePage);

  // admin@demo finds the affiliate by e-mail and marks the commission paid.
  const admin = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, (await accounts.get("admin")).email);
  await adminPage.goto("/admin/affiliates");
  await adminPage.getByLabel("Buscar afiliados").fill((await accounts.get("afiliado")).email);
  await adminPage.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(adminPage.getByTestId("admin-affiliate-row")).toHaveCount(1);
  await adminPage.getByRole("link", { name: /Ver comissões/ }).click();
  const commission = adminPage.getByTestId("admin-commission-row").filter({ hasText: who.name });
  await expect(commission).toContainText("R$ 2,99");
  await expectNoSeriousViolations(adminPage);
  await expectNoHorizontalOverflow(adminPage);
  await commission.getByRole("button", { name: /Marcar como pago/ }).click();
  await adminPage.getByRole("button", { name: "Confirmar pagamento" }).click();
  await expect(adminPage.getByText("Comissão marcada como paga")).toBeVisible();
  await expect(commission).toContainText("Pago");
  await expect(commission.getByRole("button", { name: /Marcar como pago/ })).toHaveCount(0);

  await affiliatePage.reload();
  await expect(affiliatePage.getByTestId("referral-item").filter({ hasText: `${first} T.` })).toContainText("Pago");

  // The referred subscriber got the payment e-mail, and can turn payment e-mails off (the choice persists).
  await adminPage.goto("/dev/outbox");
  await expect(
    adminPage.locator('[data-slot="card"]', { hasText: who.email }).filter({ hasText: "Pagamento confirmado" }).first(),
  ).toBeVisible();
  await visitor.clearCookies();
  await visitorPage.setViewportSize({ width: 375, height: 800 });
  await signIn(visitorPage, who.email, who.password);
  await visitorPage.goto("/settings");
  const payments = visitorPage.getByRole("checkbox", { name: "Pagamentos" });
  await expect(payments).toBeChecked();
  await payments.click();
  await visitorPage.getByRole("button", { name: "Salvar preferências" }).click();
  await expect(visitorPage.getByText("Preferências de notificação salvas")).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByRole("checkbox", { name: "Pagamentos" })).not.toBeChecked();
  await expect(visitorPage.getByRole("checkbox", { name: "Resumo mensal" })).toBeChecked();
  await expectNoSeriousViolations(visitorPage);
  await expectNoHorizontalOverflow(visitorPage);

  await Promise.all([affiliate.close(), visitor.close(), admin.close()]);
});
