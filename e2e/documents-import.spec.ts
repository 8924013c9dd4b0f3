import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { linesToPdf } from "@/tests/fixtures/documents/pdf-writer";
import { pgdasLines } from "@/tests/fixtures/documents/pgdas-builder";
import { alteredServicesDeclaration, servicesDeclaration } from "@/tests/fixtures/documents/declarations";

// Documents in, end to end: a declaration imported shows its company, months and "Confere"; an altered one its tax
// and difference; a PDF of something else is refused and writes nothing; a spreadsheet is previewed, corrected and
// imported. Companies and declaration numbers from the worker's own CNPJs.

const digits = (cnpj: string) => cnpj.replace(/\D/g, "");

async function uploadAndPreview(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page.goto("/companies/importar");
  await page.getByLabel("Arquivos PDF ou ZIP").setInputFiles(files.map((f) => ({ ...f, mimeType: "application/pdf" })));
  await page.getByRole("button", { name: "Analisar" }).click();
}

test.describe("documents import (enterprise)", () => {
  test.use({ signedInAs: "enterprise" });

  test("a declaration is imported: the company, its months and 'Confere'", async ({ page, unique }) => {
    const cnpj = digits(unique.cnpj());
    const name = unique.name("CLINICA E2E").toUpperCase();
    const pdf = await linesToPdf(
      pgdasLines(servicesDeclaration({ cnpj, name, number: `${cnpj.slice(0, 8)}202608001` })),
    );
    await page.goto("/companies");
    await page.getByRole("link", { name: "Importar documentos" }).click();
    await uploadAndPreview(page, [{ name: "pgdas-08-2026.pdf", buffer: pdf }]);
    const preview = page.getByTestId("preview-company").filter({ hasText: name });
    await expect(preview.getByText("Nova empresa")).toBeVisible();
    await expect(preview.getByTestId("declaration-status")).toHaveText("Confere");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Confirmar importação" }).click();
    const result = page.getByTestId("import-result");
    await expect(result.getByText("Empresa criada")).toBeVisible();
    await result.getByRole("link", { name: "Abrir a empresa" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("company-declarations").getByTestId("declaration-status")).toHaveText("Confere");
    const months = page.getByTestId("company-months");
    await expect(months.getByRole("row", { name: /08\/2026/ })).toContainText("R$ 20.000,00");
    await expect(months.getByRole("row", { name: /01\/2025/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
  });

  test("an altered declaration shows the tax and the difference", async ({ page, unique }) => {
    const cnpj = digits(unique.cnpj());
    const name = unique.name("ALTERADA E2E").toUpperCase();
    const pdf = await linesToPdf(
      pgdasLines({ ...alteredServicesDeclaration(), cnpj, name, number: `${cnpj.slice(0, 8)}202608009` }),
    );
    await uploadAndPreview(page, [{ name: "alterada.pdf", buffer: pdf }]);
    const preview = page.getByTestId("preview-company").filter({ hasText: name });
    await expect(preview.getByTestId("declaration-status")).toHaveText("Diverge · diferença de R$ 10,00");
    await page.getByRole("button", { name: "Confirmar importação" }).click();
    await page.getByTestId("import-result").getByRole("link", { name: "Abrir a empresa" }).click();
    await page.getByRole("link", { name: "Ver conferência de 08/2026" }).click();
    const irpj = page.getByRole("row", { name: /^IRPJ/ });
    await expect(irpj).toContainText("R$ 68,40");
    await expect(irpj).toContainText("R$ 58,40");
    await expect(irpj).toContainText("R$ 10,00");
    await expect(page.getByTestId("difference-cause")).toContainText("Declarado acima do que a lei pede.");
    await expect(page.getByTestId("declaration-findings")).toContainText("R$ 10,00 acima do que a lei pede");
    await expectNoSeriousViolations(page);
  });
});

test("a PDF that is not a declaration is refused and nothing is created", async ({ browser, accounts, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: await accounts.freshState("trial") });
  const page = await context.newPage();
  const invoice = await linesToPdf([
    "NOTA FISCAL DE SERVIÇOS ELETRÔNICA - NFS-e",
    "Prestador de serviços: Fulano de Tal Serviços Ltda",
    "Valor total dos serviços: R$ 1.000,00",
  ]);
  await uploadAndPreview(page, [{ name: "nota-fiscal.pdf", buffer: invoice }]);
  await expect(page.getByTestId("refused-files")).toContainText(
    "nota-fiscal.pdf: Não é uma declaração do PGDAS-D nem um DAS do Simples Nacional.",
  );
  await expect(page.getByText("Nenhum documento reconhecido para importar.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirmar importação" })).toHaveCount(0);
  await page.goto("/companies");
  await expect(page.getByText("Nenhuma empresa cadastrada ainda.", { exact: false })).toBeVisible();
  await context.close();
});

test("a spreadsheet of 30 companies with two bad lines is previewed, corrected and imported", async ({
  browser,
  accounts,
  baseURL,
  unique,
}) => {
  const context = await browser.newContext({ baseURL, storageState: await accounts.freshState("enterprise") });
  const page = await context.newPage();
  const months = Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, "0")}/2026`);
  const header = ["CNPJ", "Nome", "Atividade", "Regime", "UF", ...months, "Folha mensal", "Pró-labore mensal"].join(
    ";",
  );
  const rows = Array.from({ length: 30 }, (_, i) => {
    const cnpj = unique.cnpj();
    const bad = i === 4 ? "Anexo IX" : "Anexo III";
    const uf = i === 17 ? "XX" : "SP";
    return [
      cnpj,
      unique.name("Planilha E2E"),
      bad,
      "Simples Nacional",
      uf,
      ...months.map(() => "10.000,00"),
      "3.000,00",
      "",
    ].join(";");
  });
  await page.goto("/companies/importar");
  await page.getByLabel("Planilha CSV ou XLSX").setInputFiles({
    name: "empresas.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([header, ...rows].join("\r\n"), "utf8"),
  });
  await page.getByRole("button", { name: "Ler a planilha" }).click();
  await expect(page.getByText("30 linhas: 2 com erro: corrija abaixo ou remova.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Importar 30 empresas" })).toBeDisabled();
  await expectNoSeriousViolations(page);
  const activity = page.getByLabel("Atividade (Linha 6)");
  await activity.fill("Anexo III");
  await activity.blur();
  const uf = page.getByLabel("UF (Linha 19)");
  await uf.fill("RJ");
  await uf.blur();
  await expect(page.getByText("30 linhas: todas corretas.")).toBeVisible();
  await page.getByRole("button", { name: "Importar 30 empresas" }).click();
  await expect(page.getByTestId("sheet-result")).toContainText("30 empresas criadas e");
  await page.goto("/companies");
  await expect(page.getByTestId("company-row")).toHaveCount(30);
  await context.close();
});
