import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { makePng } from "@/tests/helpers/png";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";

// Reports end to end: a saved simulation becomes a real PDF ('Processando' → 'Concluído' without reloading),
// downloaded and previewed from the history; the white-label cover; the plan gate; 375 px and axe throughout.

async function expectAccessible(page: Page) {
  // The pointer may rest on the button just clicked: check the page at rest, not the stock hover colour.
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
}

/** The newest row of the history, once it is no longer processing. */
async function newestFinishedRow(page: Page, title: string) {
  const row = page.getByTestId("report-row").filter({ hasText: title }).first();
  await expect(row.getByTestId("report-status")).toHaveText("Concluído", { timeout: 30_000 });
  return row;
}

async function download(page: Page, row: ReturnType<Page["getByTestId"]>) {
  const started = page.waitForEvent("download");
  await row.getByRole("link", { name: /^Baixar / }).click();
  // The toast is shown on click and lasts a few seconds: look for it before waiting for the file.
  await expect(page.getByText("Download iniciado")).toBeVisible();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "e2e-report-")), "r.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"])
    .toString("utf8")
    .replace(/[\u00a0\u202f]/g, " ");
};

test.describe("reports (professional, 375 px)", () => {
  const shared = useSharedSession("professional", { width: 375, height: 900 });

  test("save a simulation, generate its PDF, see it Concluído and download a real PDF", async ({ accounts }) => {
    const page = shared();
    await page.goto("/labor-simulator");
    await page.getByLabel("Salário bruto mensal").fill("4.321,00");
    await page.getByRole("button", { name: "Calcular custo" }).click();
    const monthlyCost = (await page.getByTestId("labor-monthly-cost").innerText())
      .replace(/[\u00a0\u202f]/g, " ")
      .trim();
    await page.getByTestId("save-simulation").click();
    await expect(page.getByText("Simulação salva no seu histórico.")).toBeVisible();

    await page.goto("/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
    await expectAccessible(page);
    const before = Number(await page.getByTestId("reports-count-simulation").getAttribute("data-count"));
    const form = page.getByRole("form", { name: "Relatório de simulação" });
    const title = "Custo de empregado CLT · R$ 4.321,00";
    await form
      .getByLabel("Simulação salva")
      .selectOption({ label: (await form.locator("option", { hasText: title }).first().innerText()).trim() });
    await form.getByRole("button", { name: "Gerar PDF" }).click();
    await expect(page.getByText("Relatório sendo gerado")).toBeVisible();

    // No reload: the page refreshes itself while the row is 'Processando'.
    const row = await newestFinishedRow(page, title);
    await expect(page.getByText("Relatório pronto!")).toBeVisible();
    await expect(page.getByTestId("reports-count-simulation")).toHaveAttribute("data-count", String(before + 1));
    await expect(row).toContainText(/\d+(,\d)? KB/);
    await expectAccessible(page);

    const { name, bytes } = await download(page, row);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(name).toMatch(/^Custo de empregado CLT · R\$ 4\.321,00 \d{2}-\d{2}-\d{4}\.pdf$/);
    expect(pdfText(bytes)).toContain(monthlyCost);

    const href = await row.getByRole("link", { name: /^Visualizar / }).getAttribute("href");
    const preview = await page.request.get(href!);
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("application/pdf");
    expect(preview.headers()["content-disposition"]).toMatch(
      /^inline; filename="Custo de empregado CLT .*\.pdf"; filename\*=UTF-8''Custo%20de%20empregado%20CLT%20%C2%B7%20R%24%204.321%2C00%20/,
    );

    // Another subscriber gets a 404 for this file; a visitor a 401 (or the sign-in page).
    const other = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await signIn(otherPage, (await accounts.get("basic")).email);
    expect((await otherPage.request.get(href!)).status()).toBe(404);
    await other.close();

    // Deleting the report removes it (and its file: the link answers 404).
    await row.getByRole("button", { name: `Excluir ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await expect(page.getByText("Relatório excluído.")).toBeVisible();
    expect((await page.request.get(href!)).status()).toBe(404);
  });

  test("a period summary with an impossible range is refused with a pt-BR message", async () => {
    const page = shared();
    await page.goto("/reports");
    const form = page.getByRole("form", { name: "Resumo do período" });
    await form.getByLabel("De").fill("2026-11-20");
    await form.getByLabel("Até").fill("2026-11-01");
    await form.getByRole("button", { name: "Gerar PDF" }).click();
    await expect(form.getByText("A data inicial deve ser anterior ou igual à final.")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("reports (enterprise): white-label cover", () => {
  const shared = useSharedSession("enterprise");

  test("the office name and logo saved in /settings print on the cover", async ({ unique }) => {
    const page = shared();
    const office = unique.name("Escritório E2E");
    await page.goto("/settings/integracoes");
    const section = page.getByTestId("branding-section");
    await section.getByLabel("Nome do escritório").fill(office);
    await section
      .getByLabel(/Logotipo \(PNG ou JPEG/)
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: makePng(180, 60) });
    await section.getByRole("button", { name: "Salvar marca" }).click();
    await expect(page.getByText("Marca dos relatórios salva!")).toBeVisible();
    await expect(section.getByTestId("branding-logo-status")).toContainText("180 × 60 pixels");
    await expectNoSeriousViolations(page);

    await page.goto("/reports");
    const form = page.getByRole("form", { name: "Resumo do período" });
    await form.getByRole("button", { name: "Gerar PDF" }).click();
    await expect(page.getByText("Relatório sendo gerado")).toBeVisible();
    const row = await newestFinishedRow(page, "Resumo ·");
    const { bytes } = await download(page, row);
    expect(pdfText(bytes)).toContain(office);
  });
});

test.describe("reports (trial)", () => {
  const shared = useSharedSession("trial", { width: 375, height: 900 });

  test("the trial plan sees the upgrade gate, and the download route refuses it", async () => {
    const page = shared();
    await page.goto("/reports");
    await expect(page.getByTestId("upgrade-gate")).toBeVisible();
    await expect(page.getByRole("button", { name: "Gerar PDF" })).toHaveCount(0);
    await expectAccessible(page);
    expect((await page.request.get("/reports/00000000-0000-4000-8000-000000000000/pdf")).status()).toBe(403);
  });
});
