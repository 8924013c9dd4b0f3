import { expectNoSeriousViolations } from "./fixtures/axe";
import { expect, test } from "./fixtures/test";

// In 2027–2032 the ICMS and the ISS are out of the CBS/IBS base (ADCT art. 133, EC 132/2023;
// LC 214/2025 art. 12 §2º, V). A Lucro Presumido service company billing R$ 600.000,00 a year with ISS at 5% (the
// form's default) and no creditable purchases: ISS 30.000,00; CBS (600.000 − 30.000) × 8,7% = 49.590,00 (4.132,50
// a month; with the ISS in the base it read 52.200,00); IBS 570.000 × 0,1% = 570,00 (47,50 a month), under the
// default scenario (CBS 8,8% − 0,1 point in 2027, LC 214 art. 347; IBS 0,05% + 0,05%, art. 344).

test.use({ signedInAs: "basic" });

test("the fiscal simulator in 2027: a Presumido service company's CBS and IBS leave the ISS out of the base", async ({
  page,
}) => {
  await page.goto("/fiscal-simulator");
  await page.getByLabel("Faturamento anual").fill("600.000,00");
  await page.getByRole("button", { name: "Próximo Passo" }).click();
  await expect(page.getByText("Passo 2 de 3")).toBeVisible();
  await page.getByLabel("Ano das tabelas").selectOption("2027");
  await page.getByRole("button", { name: "Iniciar Cálculo" }).click();
  await expect(page.getByText("Passo 3 de 3")).toBeVisible();

  const presumido = page.getByTestId("regime-card-presumido");
  const line = (tax: string) =>
    presumido.getByRole("row").filter({ has: page.getByRole("rowheader", { name: tax, exact: true }) });
  await expect(line("ISS")).toContainText("R$ 30.000,00");
  await expect(line("CBS")).toContainText("R$ 4.132,50");
  await expect(line("CBS")).toContainText("R$ 49.590,00");
  await expect(line("IBS")).toContainText("R$ 47,50");
  await expect(line("IBS")).toContainText("R$ 570,00");
  await expect(presumido.getByRole("rowheader", { name: "PIS", exact: true })).toHaveCount(0);

  // The memória says why, with the law.
  await presumido.locator("summary").click();
  await expect(presumido.getByText(/ISS da venda R\$\s30\.000,00/).first()).toBeVisible();
  await expect(presumido.getByText(/ADCT, art\. 133/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

// 2029, projected (ADCT art. 128, I: ICMS/ISS × 0,9; IBS 10% of the reference): the same company pays ISS
// 600.000 × 4,5% = 27.000,00; CBS (600.000 − 27.000) × 8,8% = 50.424,00; IBS 573.000 × 1,77% = 10.142,10; and the
// result says which tables are projected.
test("the fiscal simulator in 2029: ISS × 0,9 out of the base, the full CBS and a tenth of the IBS, said to be a projection", async ({
  page,
}) => {
  await page.goto("/fiscal-simulator");
  await page.getByLabel("Faturamento anual").fill("600.000,00");
  await page.getByRole("button", { name: "Próximo Passo" }).click();
  await expect(page.getByText("Passo 2 de 3")).toBeVisible();
  await page.getByLabel("Ano das tabelas").selectOption("2029");
  await page.getByRole("button", { name: "Iniciar Cálculo" }).click();
  await expect(page.getByText("Passo 3 de 3")).toBeVisible();

  const presumido = page.getByTestId("regime-card-presumido");
  const line = (tax: string) =>
    presumido.getByRole("row").filter({ has: page.getByRole("rowheader", { name: tax, exact: true }) });
  await expect(line("ISS")).toContainText("R$ 27.000,00");
  await expect(line("CBS")).toContainText("R$ 50.424,00");
  await expect(line("IBS")).toContainText("R$ 10.142,10");
  await expect(page.getByText(/Projeção para 2029/)).toBeVisible();
  await expectNoSeriousViolations(page);
});
