import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { RUN_ID } from "./fixtures/accounts";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { seedOffice, waitForFigures, type ClientSeed } from "./fixtures/office";
import { expect, test } from "./fixtures/test";

// The office's portfolio, batches and client login: the cockpit's chip and export, a batch of 20 dossiers on the
// queue with its ZIP, and a client who marks a decision record "ciente".

const clientsOf = (prefix: string, n: number): ClientSeed[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix} ${String(i + 1).padStart(2, "0")}`,
    monthly: 20_000 + i * 5_000,
    // Every fourth: a Fator R service with a payroll far below 28% of its revenue.
    activity: i % 4 === 0 ? "servicos_fator_r" : "comercio",
    payroll: i % 4 === 0 ? 1_000 : undefined,
    reformShare: 35,
  }));

test.describe("office portfolio", () => {
  test("the cockpit filters 'Fator r abaixo de 28%' and exports exactly that view", async ({
    page,
    accounts,
    databaseUrl,
    unique,
  }, testInfo) => {
    const socio = await accounts.fresh("contador");
    const prefix = unique.name("Carteira");
    await seedOffice(
      databaseUrl!,
      socio.email,
      unique.name("Escritório"),
      clientsOf(prefix, 12),
      testInfo.parallelIndex,
    );
    await signIn(page, socio.email);
    await waitForFigures(page);
    await expect(page.getByTestId("portfolio-row")).toHaveCount(12);
    await expectNoSeriousViolations(page);

    await page.getByTestId("chip-fator-r-abaixo-28").click();
    await expect(page).toHaveURL(/filtros=fator-r-abaixo-28/);
    await expect(page.getByTestId("portfolio-row")).toHaveCount(3);
    await expect(page.getByTestId("chip-fator-r-abaixo-28")).toHaveAttribute("aria-current", "true");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar esta visão (CSV)" }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain("Cliente;CNPJ;Regime");
    for (const line of lines.slice(1)) expect(line).toMatch(new RegExp(`^${prefix} (01|05|09);`));

    // The view, saved under a name, opens again from the list.
    await page.getByLabel("Nome da visão").fill("Fator baixo");
    await page.getByRole("button", { name: "Salvar esta visão" }).click();
    await expect(page.getByRole("link", { name: "Fator baixo" })).toBeVisible();
    await page.goto("/escritorio");
    await page.getByRole("link", { name: "Fator baixo" }).click();
    await expect(page.getByTestId("portfolio-row")).toHaveCount(3);
  });

  test("with many clients, the dashboard lists five deadlines and the reform portfolio scrolls inside the page", async ({
    page,
    accounts,
    databaseUrl,
    unique,
  }, testInfo) => {
    const socio = await accounts.fresh("contador");
    const prefix = unique.name("Prazo");
    // A long trade name, as real ones are: the portfolio's name column must not push the page sideways.
    const long = `${prefix} Comércio de Materiais de Escritório, Papelaria e Suprimentos de Informática Ltda`;
    await seedOffice(
      databaseUrl!,
      socio.email,
      unique.name("Escritório"),
      [...clientsOf(prefix, 7), { name: long, monthly: 30_000, activity: "comercio", reformShare: 35 }],
      testInfo.parallelIndex,
    );
    await signIn(page, socio.email);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard");
    const card = page.getByTestId("reform-deadlines");
    await expect(card.getByTestId("reform-deadline-row")).toHaveCount(5);
    await expect(card.getByTestId("reform-deadlines-more")).toContainText("Mais 3 empresas com prazo.");
    await card.getByRole("link", { name: "Ver todas na carteira da reforma" }).click();
    await expect(page).toHaveURL(/\/reforma-tributaria#carteira$/);
    await expect(page.getByTestId("reform-portfolio-row")).toHaveCount(8);
    await expect(page.getByTestId("reform-portfolio-row").filter({ hasText: long })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
  });

  test("a batch of 20 dossiers completes with its progress, and the ZIP holds the 20 PDFs", async ({
    page,
    accounts,
    databaseUrl,
    unique,
  }, testInfo) => {
    test.slow();
    const socio = await accounts.fresh("contador");
    await seedOffice(
      databaseUrl!,
      socio.email,
      unique.name("Lotes"),
      clientsOf(unique.name("Lote"), 20),
      testInfo.parallelIndex,
    );
    await signIn(page, socio.email);
    await page.goto("/escritorio");
    await page.getByRole("link", { name: "Gerar em lote" }).click();
    await expect(page.getByText("Clientes (20 de 20)")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Gerar 20 documentos" }).click();
    await expect(page).toHaveURL(/\/escritorio\/lotes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("batch-progress")).toHaveAttribute("data-finished", "true", { timeout: 240_000 });
    await expect(page.getByRole("status")).toContainText("Concluído: 20 prontos, 0 com erro, de 20.");
    await expectNoSeriousViolations(page);

    const download = page.waitForEvent("download");
    await page.getByTestId("batch-zip").click();
    const files = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
    const pdfs = Object.entries(files).filter(([name]) => name.endsWith(".pdf"));
    expect(pdfs).toHaveLength(20);
    for (const [, bytes] of pdfs) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  });

  test("a client login sees its company only and marks the decision record 'ciente'", async ({
    page,
    browser,
    baseURL,
    accounts,
    databaseUrl,
    unique,
    consoleErrors,
  }, testInfo) => {
    test.slow();
    const socio = await accounts.fresh("contador");
    const admin = await accounts.get("admin");
    const { clients } = await seedOffice(
      databaseUrl!,
      socio.email,
      unique.name("Portal"),
      clientsOf(unique.name("Cliente Portal"), 2),
      testInfo.parallelIndex,
    );
    const [theirs, other] = clients;
    await signIn(page, socio.email);

    // The socio invites the company's owner to its login.
    const email = `dono.${unique.name(RUN_ID).replace(/\W+/g, ".")}@exemplo.com.br`;
    await page.goto(`/escritorio/clientes/${theirs.id}`);
    await page.getByLabel("E-mail do dono da empresa").fill(email);
    await page.getByRole("button", { name: "Convidar cliente" }).click();
    await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();

    // A decision record for that company, shared with its login.
    await page.goto("/escritorio/lotes/novo");
    await page.getByLabel("Termo de decisão da reforma").check();
    await page.getByLabel("Mostrar os documentos no acesso de cada cliente").click();
    await page.getByRole("button", { name: "Desmarcar todos" }).click();
    await page.getByLabel(theirs.name).click();
    await page.getByRole("button", { name: "Gerar 1 documento" }).click();
    await expect(page.getByTestId("batch-progress")).toHaveAttribute("data-finished", "true", { timeout: 120_000 });
    await expect(page.getByRole("status")).toContainText("Concluído: 1 pronto, 0 com erro, de 1.");

    const outbox = await browser.newContext({ baseURL });
    const adminPage = await outbox.newPage();
    await signIn(adminPage, admin.email);
    await adminPage.goto("/dev/outbox");
    const link = await adminPage
      .locator('[data-slot="card"]', { hasText: email })
      .locator("a", { hasText: "/convite/" })
      .first()
      .getAttribute("href");
    await outbox.close();

    const context = await browser.newContext({ baseURL, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    const client = await context.newPage();
    await client.goto(new URL(link!).pathname);
    await client.getByLabel("Seu nome").fill("Dona da Empresa");
    await client.locator("#invite-password").fill("Cliente2026");
    await client.locator("#invite-confirm").fill("Cliente2026");
    await client.getByRole("button", { name: "Criar conta e aceitar" }).click();
    await expect(client).toHaveURL(/\/minha-empresa$/);
    await expect(client.getByRole("heading", { level: 1 })).toHaveText(theirs.name);
    await expect(client.getByText(other.name)).toHaveCount(0);
    await expectNoSeriousViolations(client);
    // Nothing of the office beyond the company: its portfolio and another client answer as for anyone else.
    await client.goto("/escritorio");
    await expect(client).toHaveURL(/\/minha-empresa$/);
    consoleErrors.allow(/status of 404/);
    expect((await client.goto(`/escritorio/clientes/${other.id}`))?.status()).toBe(404);

    await client.goto("/minha-empresa");
    const record = client.getByTestId("portal-document").filter({ hasText: "Termo de decisão" });
    await record.getByRole("button", { name: /Estou ciente/ }).click();
    await client.getByRole("alertdialog").getByRole("button", { name: "Estou ciente" }).click();
    await expect(record).toContainText("Ciente em");
    await context.close();

    await page.goto("/escritorio/atividade");
    await expect(page.getByTestId("activity-table")).toContainText(`O cliente ${theirs.name} marcou ciente`);
  });
});
