import { formatBrl } from "@/lib/br/money";
import { proLaboreVsDividends } from "@/lib/tax";
import { expect, test, type Page } from "./fixtures/test";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";

// Pró-labore × dividendos over the partners' whole year: the tool with two partners shows each partner's figures and
// the company's total; a Fator R company shows the first year's cost and when the saving starts.

/** Text as the page shows it: Intl's no-break spaces read as plain ones. */
const text = (value: string) => value.replace(/\s/g, " ");
const money = (reais: number) => text(formatBrl(reais));

async function expectAccessible(page: Page) {
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
}

async function fillCompany(page: Page, regime: string, activity: string, revenue: string, costs: string) {
  await page.getByLabel("Regime da empresa").selectOption(regime);
  await page.getByLabel("Atividade").selectOption(activity);
  await page.getByLabel("Faturamento mensal").fill(revenue);
  await page.getByLabel("Custos mensais (sem pró-labore e tributos)").fill(costs);
}

test.describe("pró-labore × dividendos (tool)", () => {
  test.use({ signedInAs: "professional", viewport: { width: 375, height: 900 } });

  test("two partners with different shares and income: each partner's year and the company's total", async ({
    page,
  }) => {
    await page.goto("/profit-strategy");
    await fillCompany(page, "presumido", "servicos_gerais", "300.000,00", "50.000,00");
    await page.getByLabel("Número de sócios").selectOption("2");
    await page.getByLabel("Os sócios têm participações, pró-labores ou rendas diferentes").check();
    const first = page.getByTestId("partner-row-0");
    const second = page.getByTestId("partner-row-1");
    await first.getByLabel("Participação nos lucros (%)").fill("60");
    await second.getByLabel("Participação nos lucros (%)").fill("40");
    await second.getByLabel("Outras rendas tributáveis no ano").fill("200.000,00");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Analisar" }).click();

    const result = page.getByTestId("profit-result");
    await expect(result).toBeVisible();
    // The same input through the engine: the screen must show its figures.
    const r = proLaboreVsDividends({
      regime: "presumido",
      activity: "servicos_gerais",
      monthlyRevenue: 300_000,
      monthlyCosts: 50_000,
      partnerDetails: [
        { sharePercent: 60, receivesProLabore: true },
        { sharePercent: 40, receivesProLabore: true, otherTaxableIncome: 200_000 },
      ],
    });
    const best = r.scenarios.find((s) => s.key === r.best)!;
    const cards = result.getByTestId("partner-figures");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText("Sócio 1 · 60,00% dos lucros");
    await expect(cards.nth(1)).toContainText("Sócio 2 · 40,00% dos lucros");
    for (const [i, p] of best.partners.entries()) {
      await expect(cards.nth(i)).toContainText(money(p.dividendsAnnual));
      await expect(cards.nth(i)).toContainText(money(p.taxAnnual));
    }
    await expect(result.getByTestId("company-total")).toHaveText(money(best.companyTaxAnnual));
    await expect(result.getByTestId("total-tax")).toHaveText(money(best.totalTaxAnnual));
    await result.getByTestId("calculation-steps").locator("summary").click();
    await expect(result.getByText("Rendimentos para o IRPFM (Sócio 2)")).toBeVisible();
    await expectAccessible(page);
  });

  test("a Fator R company: the first year's cost, when the saving starts and when it pays back", async ({ page }) => {
    // Worked by hand in lib/tax/__tests__/pro-labore-annual.test.ts: R$ 30.000 a month, costs R$ 5.000, from the
    // minimum wage to the floor of R$ 8.400: 12 months still in Anexo V, R$ 20.912,62 more in the first year,
    // R$ 8.427,38 a year less from month 13, paid back in month 42.
    await page.goto("/profit-strategy");
    await fillCompany(page, "simples", "servicos_fator_r", "30.000,00", "5.000,00");
    await page.getByRole("button", { name: "Analisar" }).click();
    const path = page.getByTestId("fator-r-path");
    await expect(path).toBeVisible();
    await expect(path.getByTestId("path-first-year")).toHaveText(`${money(20_912.62)} a mais`);
    await expect(path.getByTestId("path-saving-starts")).toHaveText("13º mês");
    await expect(path.getByTestId("path-steady")).toHaveText(money(8_427.38));
    await expect(path.getByTestId("path-payback")).toHaveText("42º mês");
    await path.locator("summary").click();
    await expect(path.getByRole("region", { name: "Mês a mês, depois de subir o pró-labore" })).toContainText(
      money(94_021),
    );
    await expectAccessible(page);
  });
});

test.describe("pró-labore × dividendos (public calculator)", () => {
  test("two partners: each partner's figures and the company's total, with no account", async ({ page }) => {
    await page.goto("/calculadoras/pro-labore-dividendos");
    await page.getByLabel("Faturamento mensal").fill("200.000,00");
    await page.getByLabel("Custos mensais (sem pró-labore e tributos)").fill("40.000,00");
    await page.getByLabel("Número de sócios").selectOption("2");
    await page.locator("main form button[type=submit]").click();
    const result = page.getByTestId("profit-result");
    await expect(result.getByTestId("partner-figures")).toHaveCount(2);
    const r = proLaboreVsDividends({
      regime: "simples",
      activity: "servicos_fator_r",
      monthlyRevenue: 200_000,
      monthlyCosts: 40_000,
      partners: 2,
    });
    const best = r.scenarios.find((s) => s.key === r.best)!;
    await expect(result.getByTestId("company-total")).toHaveText(money(best.companyTaxAnnual));
    await expect(result.getByTestId("fator-r-path")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
