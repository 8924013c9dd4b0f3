import { expect, test } from "./fixtures/test";
import { fillRegisterForm, newSubscriber, payInSandbox } from "./fixtures/billing";

// After checkout: a signed-in user whose PIX is still open is led back to it from the app and
// from /payment-pending without an id; once paid, the confirmation offers the dashboard (no 'Entrar'); inside the
// app 'Planos' shows the current plan and the upgrades, and the public price list drops 'Entrar' / 'Assinar Agora'.

test("a pending PIX is one click away from the app; once paid, the way on is the dashboard and the in-app plans", async ({
  page,
}) => {
  const who = newSubscriber();
  await page.goto("/register?plano=basic");
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: "Criar conta e pagar Básico" }).click();
  await expect(page).toHaveURL(/\/payment-pending\?registration_id=([0-9a-f-]{36})/);
  const registration = new URL(page.url()).searchParams.get("registration_id");

  // The app, with the charge still open: the banner goes back to this very PIX.
  await page.goto("/dashboard");
  const banner = page.getByTestId("pending-charge-banner");
  await expect(banner).toContainText("Pagamento do plano Básico aguardando o PIX");
  await expect(banner).toContainText("R$ 29,90/mês");
  await banner.getByRole("link", { name: "Ver o PIX" }).click();
  await expect(page).toHaveURL(`/payment-pending?registration_id=${registration}`);
  await expect(page.getByLabel("PIX copia e cola")).toHaveValue(/^000201/);

  // Without an id: the user's own pending charges, not an error and a redirect.
  await page.goto("/payment-pending");
  const list = page.getByTestId("pending-charges");
  await expect(list.getByRole("heading", { name: "Pagamentos pendentes" })).toBeVisible();
  await expect(list).toContainText("Plano Básico");
  await expect(page).toHaveURL(/\/payment-pending$/);
  await list.getByRole("link", { name: "Ver o PIX" }).click();
  await expect(page).toHaveURL(`/payment-pending?registration_id=${registration}`);

  await payInSandbox(page);
  await expect(page.getByText("Pronto: o plano Básico já está ativo na sua conta.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir para o painel" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Entrar/ })).toHaveCount(0);

  // Paid: no banner, and /payment-pending says there is nothing to pay.
  await page.getByRole("link", { name: "Ir para o painel" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId("pending-charge-banner")).toHaveCount(0);
  await page.goto("/payment-pending");
  await expect(page.getByTestId("pending-charges")).toContainText("Você não tem nenhum pagamento aguardando o PIX.");

  // 'Planos' in the sidebar: the plan the user has and the plans above it, inside the app.
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Planos" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Planos" })).toBeVisible();
  await expect(page.getByTestId("in-app-current-plan")).toContainText("Seu plano: Básico, R$ 29,90/mês.");
  await expect(page.getByTestId("plan-basic").getByRole("button", { name: "Plano atual" })).toBeDisabled();
  await expect(page.getByTestId("plan-trial")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Assinar Profissional" })).toHaveAttribute(
    "href",
    "/register?plano=professional&upgrade=1",
  );
  await expect(page.getByRole("link", { name: "Assinar Agora" })).toHaveCount(0);

  // The public price list is prerendered, the same for everyone: a signed-in visitor is sent to their plans page.
  await page.goto("/plans");
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId("in-app-current-plan")).toContainText("Seu plano: Básico, R$ 29,90/mês.");
});
