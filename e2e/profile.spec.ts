import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";

test("profile: the new name persists and the dashboard greets with it; the e-mail changes through its link", async ({
  page,
  browser,
  baseURL,
  accounts,
}) => {
  const who = newSubscriber();
  await page.goto("/register");
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, who.email, who.password);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Meu perfil" })).toBeVisible();
  await expect(page.getByTestId("profile-document")).toHaveText(/^•••\.\d{3}\.\d{3}-••$/);
  await expect(page.getByTestId("profile-member-since")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByTestId("profile-simulations")).toHaveText("0");
  await expectNoSeriousViolations(page);

  await page.getByLabel("Nome").fill("");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Campo obrigatório.").first()).toBeVisible();
  await page.getByLabel("Nome").fill("Marina Tavares");
  await page.getByLabel("Telefone").fill("21987654321");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Perfil atualizado!").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Nome")).toHaveValue("Marina Tavares");
  await expect(page.getByLabel("Telefone")).toHaveValue("(21) 98765-4321");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Marina");

  await page.goto("/profile");
  const target = `novo-${who.email}`;
  await page.getByLabel("Novo e-mail").fill(who.email);
  await page.getByLabel("Sua senha atual").fill(who.password);
  await page.getByRole("button", { name: "Trocar e-mail" }).click();
  await expect(page.getByText("Este já é o e-mail da sua conta.").first()).toBeVisible();
  await page.getByLabel("Novo e-mail").fill(target);
  // The password again: a session alone does not move the account to another inbox.
  await page.getByLabel("Sua senha atual").fill("NaoEssaSenha2026");
  await page.getByRole("button", { name: "Trocar e-mail" }).click();
  await expect(page.getByText("A senha atual está incorreta.").first()).toBeVisible();
  await page.getByLabel("Sua senha atual").fill(who.password);
  await page.getByRole("button", { name: "Trocar e-mail" }).click();
  await expect(page.getByText(`Enviamos um link de confirmação para ${target}`)).toBeVisible();

  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, (await accounts.get("admin")).email);
  await adminPage.goto("/dev/outbox");
  // This user's message: the outbox holds every message of the server, other workers' too.
  const href = await adminPage
    .locator('[data-slot="card"]', { hasText: target })
    .locator("a", { hasText: "/auth/email-change?token=" })
    .first()
    .getAttribute("href");
  await admin.close();
  await page.goto(href!);
  await expect(page).toHaveURL(/\/profile\?email=alterado/);
  await expect(page.getByTestId("profile-email-current")).toHaveText(target);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);

  // Settings › Privacidade: the export downloads a JSON file of the account.
  await page.goto("/settings/privacidade");
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar meus dados (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tributo-certo-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(exported.profile[0]).toMatchObject({ name: "Marina Tavares", email: target });
  expect(exported.companies).toEqual([]);
});
