import { demoEmail, signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { expect, test, type Page } from "./fixtures/test";
import { createCompany, deleteCompany } from "./fixtures/tools";

// /reforma-tributaria: a Básico subscriber projects a Simples company's consumption taxes 2026–2033,
// sees the por dentro/por fora recommendation follow the share sold to crediting buyers and saves it; an admin types
// the official reference rate and the next calculation starts from it (and the audit log shows the change).

const RATE = { cbs: "8,6", act: "Resolução do Senado Federal nº 99/2026 (e2e)", date: "2026-12-10" };

async function calculate(page: Page) {
  await page.getByRole("button", { name: "Calcular", exact: true }).click();
  await expect(page.getByTestId("reform-result")).toBeVisible();
  await expect(page.getByRole("button", { name: "Calcular", exact: true })).toBeEnabled();
}

/** axe on the page as a reader sees it: the pointer off the button just pressed (its hover shade is not the point). */
async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
}

async function openFor(page: Page, company: string) {
  await page.goto("/reforma-tributaria");
  await expect(page.getByRole("heading", { level: 1, name: "Reforma tributária" })).toBeVisible();
  await page.getByLabel("Empresa cadastrada").selectOption({ label: company });
  await expect(page).toHaveURL(/\/reforma-tributaria\?empresa=/);
  await expect(page.getByLabel("Faturamento mensal")).toHaveValue("50.000,00");
}

test("a Básico subscriber sees 2026–2033, the recommendation follows the crediting share, and saves it", async ({
  page,
  unique,
}) => {
  test.setTimeout(120_000);
  const company = unique.name("Reforma E2E Consultoria");
  await signIn(page, demoEmail("basic"));
  await createCompany(page, company, unique.cnpj(), "600.000,00");
  try {
    await openFor(page, company);
    await expectAccessible(page);

    // Wrong input keeps what was typed and answers in Portuguese.
    await page.getByLabel("Vendas para empresas que tomam crédito (%)").fill("150");
    await page.getByRole("button", { name: "Calcular", exact: true }).click();
    await expect(page.getByText("Percentual inválido ou fora da faixa permitida.")).toBeVisible();
    await expect(page.getByLabel("Faturamento mensal")).toHaveValue("50.000,00");

    // Purchases from regular suppliers give credits when collecting outside the DAS (b* = 1 − C ÷ ((t − s)·S)).
    await page.getByLabel("Vendas para empresas que tomam crédito (%)").fill("0");
    await page.getByLabel("Compras mensais de fornecedores do regime regular").fill("10.000,00");
    await calculate(page);
    await expect(page.getByTestId("reform-year-row")).toHaveText([
      /^2026/,
      /^2027/,
      /^2028/,
      /^2029/,
      /^2030/,
      /^2031/,
      /^2032/,
      /^2033/,
    ]);
    const recommendation = page.getByTestId("reform-recommendation").locator("[data-choice]");
    await expect(recommendation).toHaveAttribute("data-choice", "inside");
    const inside = await recommendation.textContent();
    await expect(page.getByTestId("reform-next-window")).toContainText("Próxima janela");
    await expectAccessible(page);

    // Everything sold to companies that take the credit: collecting CBS/IBS outside the DAS pays for both.
    await page.getByLabel("Vendas para empresas que tomam crédito (%)").fill("100");
    await calculate(page);
    await expect(recommendation).toHaveAttribute("data-choice", "outside");
    await expect(recommendation).not.toHaveText(inside ?? "");

    await page.getByTestId("save-simulation").click();
    await expect(page.getByText("Simulação salva!").first()).toBeVisible();
    await page.getByRole("link", { name: "Ver simulação salva" }).click();
    await expect(page.getByTestId("reform-result")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(company);

    // Readable at 375 px: no sideways scroll, one card per year.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId("reform-year-card")).toHaveCount(8);
    await expectNoHorizontalOverflow(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await deleteCompany(page, company);
  }
});

/**
 * An admin types the official rate in /admin/settings: the Senate's act fixes the CBS alone (a wrong figure first,
 * refused with its message), and the results name it with the default estimate's IBS; the IBS's own act comes later.
 */
async function setOfficialRate(page: Page) {
  await signIn(page, demoEmail("admin"));
  await page.goto("/admin/settings");
  const card = page.getByTestId("reference-rate-card");
  await expect(card.getByTestId("reference-rate-current")).toContainText("Nenhuma alíquota oficial");
  await card.getByLabel("CBS de referência (%)").fill("abc");
  await card.getByLabel("Ato que fixou a CBS").fill(RATE.act);
  await card.locator("#reform-date").fill(RATE.date);
  await card.getByRole("button", { name: "Salvar alíquota oficial" }).click();
  await expect(card.getByText("Informe um percentual entre 0 e 40, com até duas casas decimais.")).toBeVisible();
  await card.getByLabel("CBS de referência (%)").fill(RATE.cbs);
  await card.getByRole("button", { name: "Salvar alíquota oficial" }).click();
  await expect(card.getByTestId("reference-rate-current")).toContainText("CBS 8,6%");
  await expect(card.getByTestId("reference-rate-current")).toContainText("IBS: estimativa padrão");
  await expectAccessible(page);
}

test("an admin sets the official 2027 reference rate: the calculation follows and the audit log shows it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const subscriber = await browser.newContext({ baseURL });
  try {
    // The subscriber has the page open before the change: the scenarios it shows come from the data cache, which
    // the save expires.
    const s = await subscriber.newPage();
    await signIn(s, demoEmail("basic"));
    await s.goto("/reforma-tributaria");
    const scenario = s.getByLabel("Cenário de alíquota de referência");
    await expect(scenario.locator("option").first()).not.toContainText("Oficial");

    await setOfficialRate(page);

    await s.reload();
    await expect(scenario.locator("option").first()).toHaveText(/^Padrão: Oficial: CBS 8,6% \+ IBS estimado 17,7%/);
    await s.getByLabel("Faturamento mensal").fill("40.000,00");
    await calculate(s);
    // The answer names the official rate and its act.
    const rate = s.getByTestId("reform-answer-rate");
    await expect(rate).toContainText("Alíquota oficial: Oficial: CBS 8,6% + IBS estimado 17,7%");
    await expect(rate).toContainText(RATE.act);
    await expect(s.getByTestId("reform-result")).toContainText("IBS: estimativa");
  } finally {
    await subscriber.close();
  }

  await page.goto("/admin/logs?action=settings.reform_reference_rate");
  await expect(
    page.getByRole("cell", { name: "Alíquota de referência oficial da CBS/IBS alterada" }).first(),
  ).toBeVisible();

  // The rate goes again, so no other spec computes with it.
  await page.goto("/admin/settings");
  await page.getByTestId("reference-rate-card").getByRole("button", { name: "Remover alíquota oficial" }).click();
  await expect(page.getByTestId("reference-rate-current")).toContainText("Nenhuma alíquota oficial");
});
