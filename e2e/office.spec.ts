import type { Browser, Page } from "@playwright/test";
import { RUN_ID, type Account } from "./fixtures/accounts";
import { signIn } from "./fixtures/auth";
import { expectNoSeriousViolations } from "./fixtures/axe";
import { expect, test } from "./fixtures/test";

// The accounting office: a socio opens it, adds clients, invites staff by e-mail (the development outbox), and each
// role sees what it may; another office's client by address is a 404.

async function openOffice(page: Page, account: Account, name: string) {
  await signIn(page, account.email);
  await page.goto("/escritorio");
  await page.getByLabel("Nome do escritório").fill(name);
  await page.getByRole("button", { name: "Abrir escritório" }).click();
  await expect(page.getByTestId("office-name")).toContainText(name);
}

/** Adds a client through 'Nova Empresa' and answers its id (the page opens on the new client). */
async function addClient(page: Page, name: string, cnpj: string): Promise<string> {
  await page.goto("/escritorio");
  await page.getByRole("button", { name: "Nova Empresa" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome da empresa").fill(name);
  await dialog.getByLabel("CNPJ").fill(cnpj);
  await dialog.getByLabel("Atividade").selectOption("comercio");
  await dialog.getByLabel("Faturamento anual").fill("960.000,00");
  await dialog.getByRole("button", { name: "Salvar empresa" }).click();
  await expect(page).toHaveURL(/\/escritorio\/clientes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url().split("/").pop()!;
}

/** The invitation link sent to `email`, read from the development outbox as an administrator. */
async function invitationLink(browser: Browser, baseURL: string, admin: Account, email: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, admin.email);
    await page.goto("/dev/outbox");
    const link = page.locator('[data-slot="card"]', { hasText: email }).locator("a", { hasText: "/convite/" }).first();
    const href = await link.getAttribute("href");
    expect(href).toBeTruthy();
    return new URL(href!).pathname;
  } finally {
    await context.close();
  }
}

/** Invites `email` as `role` from /escritorio/equipe. */
async function invite(page: Page, email: string, role: "Analista" | "Leitura") {
  await page.goto("/escritorio/equipe");
  await page.getByLabel("E-mail").fill(email);
  // The invitation's own select: the members' rows have their "Papel de …" selects too.
  await page.locator("#invite-role").selectOption({ label: role });
  await page.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();
  await expect(page.getByTestId("invite-row").filter({ hasText: email })).toBeVisible();
}

/** A new person opens the link, creates the invited account there, and lands in the office. */
async function acceptAsNewAccount(browser: Browser, baseURL: string, path: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel("Seu nome").fill(name);
  await page.locator("#invite-password").fill("Escritorio2026");
  await page.locator("#invite-confirm").fill("Escritorio2026");
  await page.getByRole("button", { name: "Criar conta e aceitar" }).click();
  await expect(page).toHaveURL(/\/escritorio$/);
  return page;
}

test.describe("accounting office", () => {
  test("a socio invites an analyst and a reader; each sees what the role allows", async ({
    page,
    browser,
    baseURL,
    accounts,
    unique,
    consoleErrors,
  }) => {
    test.slow();
    const socio = await accounts.fresh("contador");
    const admin = await accounts.get("admin");
    const officeName = unique.name("Contábil");
    await openOffice(page, socio, officeName);
    await expectNoSeriousViolations(page);
    const assigned = await addClient(page, unique.name("Padaria"), unique.cnpj());
    const other = await addClient(page, unique.name("Mercado"), unique.cnpj());
    await expectNoSeriousViolations(page);

    const analystEmail = `analista.${unique.name(RUN_ID).replace(/\W+/g, ".")}@exemplo.com.br`;
    await invite(page, analystEmail, "Analista");
    await expectNoSeriousViolations(page);
    const link = await invitationLink(browser, baseURL!, admin, analystEmail);
    const analyst = await acceptAsNewAccount(browser, baseURL!, link, "Rafael Analista");
    // No client assigned yet: an empty portfolio.
    await expect(analyst.getByTestId("portfolio-empty")).toBeVisible();
    // The link worked once.
    await analyst.goto(link);
    await expect(analyst.getByRole("heading", { name: "Convite indisponível" })).toBeVisible();

    // The socio assigns one client to the analyst.
    await page.goto(`/escritorio/clientes/${assigned}`);
    await page.getByLabel("Analista responsável").selectOption({ label: "Rafael Analista" });
    await page.getByRole("button", { name: "Salvar responsável" }).click();
    await expect(page.getByText("Responsável atualizado.")).toBeVisible();

    await analyst.goto("/escritorio");
    await expect(analyst.getByTestId("portfolio-row")).toHaveCount(1);
    await expect(analyst.getByTestId("portfolio-row")).toContainText("Padaria");
    consoleErrors.allow(/status of 404/);
    expect((await analyst.goto(`/escritorio/clientes/${other}`))?.status()).toBe(404);
    // The analyst edits the assigned client, but cannot delete it nor manage the team.
    await analyst.goto(`/escritorio/clientes/${assigned}`);
    await expect(analyst.getByRole("button", { name: /^Editar/ })).toBeVisible();
    await expect(analyst.getByRole("button", { name: /^Excluir/ })).toHaveCount(0);
    await analyst.goto("/escritorio/equipe");
    await expect(analyst.getByRole("button", { name: "Enviar convite" })).toHaveCount(0);
    await analyst.context().close();

    // A reader sees every client and changes nothing.
    const readerEmail = `leitura.${unique.name(RUN_ID).replace(/\W+/g, ".")}@exemplo.com.br`;
    await invite(page, readerEmail, "Leitura");
    const reader = await acceptAsNewAccount(
      browser,
      baseURL!,
      await invitationLink(browser, baseURL!, admin, readerEmail),
      "Lia Leitura",
    );
    await expect(reader.getByTestId("portfolio-row")).toHaveCount(2);
    await expect(reader.getByRole("button", { name: "Nova Empresa" })).toHaveCount(0);
    await reader.goto(`/escritorio/clientes/${other}`);
    await expect(reader.getByRole("heading", { level: 1 })).toContainText("Mercado");
    await expect(reader.getByRole("button", { name: /^Editar/ })).toHaveCount(0);
    await expectNoSeriousViolations(reader);
    expect((await reader.goto("/escritorio/configuracoes"))?.status()).toBe(404);
    // Erasing a member's own account closes nothing: only the titular is warned that the office closes with theirs.
    await reader.goto("/settings/privacidade");
    await expect(reader.getByRole("heading", { name: "Excluir minha conta" })).toBeVisible();
    await expect(reader.getByTestId("delete-closes-office")).toHaveCount(0);
    await reader.context().close();
    await page.goto("/settings/privacidade");
    await expect(page.getByTestId("delete-closes-office")).toContainText(
      `Você é o titular do escritório ${officeName}.`,
    );
    await expectNoSeriousViolations(page);

    // The record names who did what.
    await page.goto("/escritorio/atividade");
    await expect(page.getByTestId("activity-table")).toContainText("Rafael Analista entrou na equipe como Analista");
    await expectNoSeriousViolations(page);
  });

  test("another office's client by address answers 404", async ({
    page,
    browser,
    baseURL,
    accounts,
    unique,
    consoleErrors,
  }) => {
    const first = await accounts.fresh("contador");
    await openOffice(page, first, unique.name("Primeiro"));
    const client = await addClient(page, unique.name("Cliente Sigiloso"), unique.cnpj());

    const context = await browser.newContext({ baseURL });
    const intruder = await context.newPage();
    await openOffice(intruder, await accounts.fresh("contador"), unique.name("Segundo"));
    consoleErrors.allow(/status of 404/);
    const response = await intruder.goto(`/escritorio/clientes/${client}`);
    expect(response?.status()).toBe(404);
    await expect(intruder.getByText("Cliente Sigiloso")).toHaveCount(0);
    await context.close();
  });
});
