import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { expect, test } from "./fixtures/test";

// Admin insight: the public status page signed out, then as admin@demo the analytics
// (period filter in the URL, CSV) and a system report generated, finished and downloaded; axe and 375 px on each.

async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
}

async function download(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent("download");
  await click();
  const file = await started;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!).toString("utf8") };
}

test("/system-status signed out: real checks with the database latency, at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/system-status");
  await expect(page).toHaveURL(/\/system-status$/);
  await expect(page.getByRole("heading", { level: 1, name: "Status do sistema" })).toBeVisible();
  const database = page.getByTestId("status-database");
  await expect(database).toContainText("Banco de dados");
  await expect(database).toContainText("Operacional");
  await expect(database).toContainText(/Tempo de resposta de uma consulta: \d+ ms/);
  await expect(page.getByTestId("status-payments")).toContainText("Provedor de testes embutido (sandbox)");
  await expect(page.getByTestId("status-ai")).toContainText("Modo básico");
  await expect(page.getByTestId("status-overall")).toHaveText(/Todos os sistemas operacionais|Operação parcial/);
  await expect(page.getByText(/^Versão \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByText(/99[.,]9/)).toHaveCount(0);
  await expectAccessible(page);
});

test("admin: analytics with its period filter and CSV, and a system report generated and downloaded", async ({
  page,
  accounts,
}) => {
  await signIn(page, (await accounts.get("admin")).email);

  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Administração" }).getByRole("link", { name: "Analytics" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "30 dias" })).toHaveAttribute("aria-current", "page");
  const range30 = await page.getByTestId("analytics-range").textContent();
  await page.getByRole("link", { name: "90 dias" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?periodo=90d$/);
  await expect(page.getByRole("link", { name: "90 dias" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("analytics-range")).not.toHaveText(range30 ?? "");
  for (const title of ["MRR", "ARR", "Assinantes ativos", "Conversão trial → pago", "Receita no período"]) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Funil: cadastro → cobrança criada → pago" })).toBeVisible();
  const csv = await download(page, () => page.getByRole("link", { name: "Exportar CSV" }).click());
  expect(csv.name).toMatch(/^Analytics \d{2}-\d{2}-\d{4} a \d{2}-\d{2}-\d{4}\.csv$/);
  expect(csv.text.startsWith("\uFEFFResumo\r\n")).toBe(true);
  expect(csv.text).toMatch(/\r\nMRR \(R\$\);\d+,\d{2}\r\n/);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/admin/system-reports");
  await expect(page.getByRole("heading", { level: 1, name: "Relatórios do sistema" })).toBeVisible();
  await page.getByLabel("Tipo de relatório").selectOption("users");
  await page.getByLabel("Formato").selectOption("csv");
  await page.getByRole("combobox", { name: /^Período/ }).selectOption("custom");
  await expect(page.getByLabel("Data inicial")).toBeVisible();
  await page.getByRole("combobox", { name: /^Período/ }).selectOption("month");
  await expect(page.getByLabel("Data inicial")).toBeHidden();
  await page.getByRole("button", { name: "Gerar relatório" }).click();
  await expect(page.getByText("Relatório sendo gerado")).toBeVisible();
  const row = page.getByTestId("system-report-row").filter({ hasText: "Usuários · CSV" }).first();
  await expect(row.getByText("Concluído")).toBeVisible({ timeout: 30_000 });
  const report = await download(page, () => row.getByRole("link", { name: /^Baixar / }).click());
  expect(report.name).toMatch(/^Relatório usuários \d{2}-\d{2}-\d{4} a \d{2}-\d{2}-\d{4}\.csv$/);
  expect(report.text.startsWith("\uFEFFRelatório Usuários · Tributo Certo\r\n")).toBe(true);
  expect(report.text).toContain("Contas criadas no período");
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
});
