import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { expectNoSeriousViolations } from "./fixtures/axe";
import { dasLines, servicesDas } from "@/tests/fixtures/documents/das-builder";
import { servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { linesToPdf } from "@/tests/fixtures/documents/pdf-writer";
import { pgdasLines } from "@/tests/fixtures/documents/pgdas-builder";

// Bad input at the import, on a production server: each bad file named with its pt-BR reason while the good ones go
// through (nothing lost), a kept PDF downloaded and deleted, the same declaration twice changing nothing, and an upload
// past the limit refused before anything is read.

const MB = 1024 * 1024;
const digits = (cnpj: string) => cnpj.replace(/\D/g, "");

async function choose(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page.goto("/companies/importar");
  await page.getByLabel("Arquivos PDF ou ZIP").setInputFiles(files.map((f) => ({ ...f, mimeType: "application/pdf" })));
}

async function analyse(page: Page, files: { name: string; buffer: Buffer }[]) {
  await choose(page, files);
  await page.getByRole("button", { name: "Analisar" }).click();
}

/** A declaration (and its DAS) of a company of the worker's own CNPJ. */
async function companyDocuments(cnpj: string, name: string) {
  const declaration = await linesToPdf(
    pgdasLines(servicesDeclaration({ cnpj, name, number: `${cnpj.slice(0, 8)}202608001` })),
  );
  const das = await linesToPdf(dasLines(servicesDas({ cnpj, name })));
  return { declaration, das };
}

test.describe("documents import: bad input (enterprise)", () => {
  test.use({ signedInAs: "enterprise" });

  test("each bad file is named with its reason, the good ones are imported; a kept PDF is downloaded and deleted", async ({
    page,
    unique,
  }) => {
    const cnpj = digits(unique.cnpj());
    const name = unique.name("CAOS E2E").toUpperCase();
    const { declaration, das } = await companyDocuments(cnpj, name);
    const encrypted = await linesToPdf(pgdasLines(servicesDeclaration()), { password: "segredo" });
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const huge = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6 * MB, 0x20)]);
    await analyse(page, [
      { name: "pgdas-08-2026.pdf", buffer: declaration },
      { name: "das-08-2026.pdf", buffer: das },
      { name: "cortado.pdf", buffer: declaration.subarray(0, Math.floor(declaration.length / 2)) },
      { name: "senha.pdf", buffer: encrypted },
      { name: "foto.pdf", buffer: png },
      { name: "grande.pdf", buffer: huge },
      { name: "vazio.pdf", buffer: Buffer.alloc(0) },
    ]);
    const refused = page.getByTestId("refused-files");
    await expect(refused).toContainText("cortado.pdf: O arquivo está corrompido ou incompleto e não pôde ser lido.");
    await expect(refused).toContainText("senha.pdf: PDF protegido por senha");
    await expect(refused).toContainText("foto.pdf: Não é um PDF nem um ZIP");
    await expect(refused).toContainText("grande.pdf: O arquivo passa do tamanho máximo de um PDF.");
    await expect(refused).toContainText("vazio.pdf: O arquivo está vazio.");
    const preview = page.getByTestId("preview-company").filter({ hasText: name });
    await expect(preview.getByTestId("declaration-status")).toHaveText("Confere");
    await expectNoSeriousViolations(page);

    await page.getByLabel(/Guardar também os PDFs/).check();
    await page.getByRole("button", { name: "Confirmar importação" }).click();
    const result = page.getByTestId("import-result");
    await expect(result.getByText("Empresa criada")).toBeVisible();
    await expect(result.getByText("1 declaração, 1 DAS", { exact: false })).toBeVisible();
    await result.getByRole("link", { name: "Abrir a empresa" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("company-declarations").getByTestId("declaration-status")).toHaveText("Confere");
    await expect(page.getByTestId("das-status")).toHaveText("Confere");

    const download = page.waitForEvent("download");
    await page.getByTestId("declaration-pdf").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("pgdas-08-2026.pdf");
    const bytes = await file.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
          stream.on("error", reject);
        }),
    );
    expect(bytes.equals(declaration)).toBe(true);

    await page.getByRole("button", { name: "Excluir o PDF de 08/2026" }).first().click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Os dados lidos do documento e a conferência continuam na empresa.");
    await dialog.getByRole("button", { name: "Excluir o PDF" }).click();
    await expect(page.getByText("PDF de 08/2026 excluído.")).toBeVisible();
    await expect(page.getByTestId("declaration-pdf")).toHaveCount(0);
    await expect(page.getByTestId("company-declarations").getByTestId("declaration-status")).toHaveText("Confere");
    await expectNoSeriousViolations(page);
  });

  test("the same declaration twice: 'já importada', and the company keeps one declaration", async ({
    page,
    unique,
  }) => {
    const cnpj = digits(unique.cnpj());
    const name = unique.name("DUPLICADA E2E").toUpperCase();
    const { declaration } = await companyDocuments(cnpj, name);
    await analyse(page, [{ name: "pgdas.pdf", buffer: declaration }]);
    await page.getByRole("button", { name: "Confirmar importação" }).click();
    await expect(page.getByTestId("import-result").getByText("Empresa criada")).toBeVisible();

    await analyse(page, [{ name: "pgdas-de-novo.pdf", buffer: declaration }]);
    const preview = page.getByTestId("preview-company").filter({ hasText: name });
    await expect(preview.getByText("Empresa já cadastrada")).toBeVisible();
    await expect(preview.getByText("Já importada: nada muda")).toBeVisible();
    await page.getByRole("button", { name: "Confirmar importação" }).click();
    const result = page.getByTestId("import-result");
    await expect(result.getByText("Empresa atualizada")).toBeVisible();
    await expect(result.getByText("nenhuma declaração, 0 DAS e nenhum mês gravados.", { exact: false })).toBeVisible();
    await result.getByRole("link", { name: "Abrir a empresa" }).click();
    await expect(page.getByTestId("company-declarations").locator("li")).toHaveCount(1);
  });

  test("an upload past the limit: stated on screen, refused by the server with a message, nothing read", async ({
    page,
    baseURL,
  }, testInfo) => {
    const fifty = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(50 * MB, 0x20)]);
    // Playwright hands the browser a buffer of at most 50 MB: a file this size goes by its path.
    const path = testInfo.outputPath("enorme.pdf");
    writeFileSync(path, fifty);
    await page.goto("/companies/importar");
    await page.getByLabel("Arquivos PDF ou ZIP").setInputFiles(path);
    await expect(page.getByText("Os arquivos somam mais de 30 MB: envie em partes.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Analisar" })).toBeDisabled();
    // The server refuses it too, whatever the page does: a message, never a 500.
    const response = await page.request.post("/api/documents/preview", {
      headers: { Origin: baseURL! },
      multipart: { files: { name: "enorme.pdf", mimeType: "application/pdf", buffer: fifty } },
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).detail).toBe("O envio passa do tamanho máximo. Envie menos arquivos de cada vez.");
  });
});
