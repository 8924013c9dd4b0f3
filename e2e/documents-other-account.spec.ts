import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import type { StorageState } from "./fixtures/accounts";
import { linesToPdf } from "@/tests/fixtures/documents/pdf-writer";
import { pgdasLines } from "@/tests/fixtures/documents/pgdas-builder";
import { servicesDeclaration } from "@/tests/fixtures/documents/declarations";

// A CNPJ is not a key to someone else's data: a declaration of a company another account already holds is imported as
// the importer's own new company (it is the importer's client too), and neither the preview, the result, the company
// list nor "Consultar CNPJ" shows anything of the other account. Two fresh accounts of this test, nothing shared with
// other workers; every wait is on what the page shows.

const digits = (cnpj: string) => cnpj.replace(/\D/g, "");

async function signedInPage(browser: Browser, baseURL: string | undefined, state: StorageState): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: state });
  return context.newPage();
}

async function importDeclaration(page: Page, file: string, pdf: Buffer, name: string) {
  await page.goto("/companies/importar");
  await page.getByLabel("Arquivos PDF ou ZIP").setInputFiles({ name: file, buffer: pdf, mimeType: "application/pdf" });
  await page.getByRole("button", { name: "Analisar" }).click();
  const preview = page.getByTestId("preview-company").filter({ hasText: name });
  await expect(preview.getByText("Nova empresa")).toBeVisible();
  await expect(preview.getByTestId("declaration-status")).toHaveText("Confere");
  return preview;
}

test("a CNPJ another account holds: imported as the importer's own company, nothing of theirs shown", async ({
  browser,
  accounts,
  baseURL,
  unique,
}) => {
  const cnpj = digits(unique.cnpj());
  const theirName = unique.name("CLINICA DE OUTRA CONTA").toUpperCase();
  const ourName = unique.name("CLINICA DESTA CONTA").toUpperCase();
  // The same declaration number in both files: the same document, handed to two accounts by the company.
  const number = `${cnpj.slice(0, 8)}202608001`;

  const theirs = await signedInPage(browser, baseURL, await accounts.freshState("professional"));
  await importDeclaration(
    theirs,
    "deles.pdf",
    await linesToPdf(pgdasLines(servicesDeclaration({ cnpj, name: theirName, number }))),
    theirName,
  );
  await theirs.getByRole("button", { name: "Confirmar importação" }).click();
  await expect(theirs.getByTestId("import-result").getByText("Empresa criada")).toBeVisible();

  const ours = await signedInPage(browser, baseURL, await accounts.freshState("professional"));
  const preview = await importDeclaration(
    ours,
    "nossa.pdf",
    await linesToPdf(pgdasLines(servicesDeclaration({ cnpj, name: ourName, number }))),
    ourName,
  );
  // Not "already imported", no conflict with the other account's months, and not a word of their company.
  await expect(preview.getByText("Já importada")).toHaveCount(0);
  await expect(ours.getByText(theirName)).toHaveCount(0);
  await ours.getByRole("button", { name: "Confirmar importação" }).click();
  const result = ours.getByTestId("import-result");
  await expect(result.getByText("Empresa criada")).toBeVisible();
  await result.getByRole("link", { name: "Abrir a empresa" }).click();
  await expect(ours.getByRole("heading", { level: 1, name: ourName })).toBeVisible();
  await expect(ours.getByTestId("company-declarations").getByTestId("declaration-status")).toHaveText("Confere");
  await expect(ours.getByText(theirName)).toHaveCount(0);

  await ours.goto("/companies");
  await expect(ours.getByTestId("company-row").filter({ hasText: ourName })).toHaveCount(1);
  await expect(ours.getByText(theirName)).toHaveCount(0);

  // "Consultar CNPJ" asks the public registry (or says it could not), never the other account's row.
  await ours.getByRole("button", { name: "Nova Empresa" }).click();
  const dialog = ours.getByRole("dialog");
  await dialog.getByLabel("CNPJ").fill(cnpj);
  await dialog.getByRole("button", { name: "Consultar CNPJ" }).click();
  await expect(
    dialog.getByRole("status").filter({
      hasText: /Não foi possível consultar agora — preencha à mão\.|Dados preenchidos pela consulta do CNPJ/,
    }),
  ).toBeVisible();
  await expect(dialog.getByLabel("Nome da empresa")).not.toHaveValue(theirName);

  // The other account's company and declaration are as they were.
  await theirs.goto("/companies");
  const row = theirs.getByTestId("company-row").filter({ hasText: theirName });
  await expect(row).toHaveCount(1);
  await expect(theirs.getByText(ourName)).toHaveCount(0);
  await row.getByRole("heading", { name: theirName }).getByRole("link").click();
  await expect(theirs.getByRole("heading", { level: 1, name: theirName })).toBeVisible();
  await expect(theirs.getByTestId("company-declarations").getByTestId("declaration-status")).toHaveText("Confere");
  await expect(theirs.getByTestId("company-months").getByRole("row", { name: /01\/2025/ })).toContainText(
    "R$ 20.000,00",
  );

  await theirs.context().close();
  await ours.context().close();
});
