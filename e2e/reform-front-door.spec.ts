import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations as axeClean } from "./fixtures/axe";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";
import { expect, test, type Page } from "./fixtures/test";

// The 2027 reform as the front door: the landing says what changes in 2027 and leads to the reform calculator, the
// plan cards say where the reform tool is included (from each plan's flag), and a visitor's calculation is carried
// through a free sign-up into the tool, which the Trial runs read-only with those inputs (docs/decisions.md §39).

/** axe on the page at rest: the pointer off the control just used (its hover shade is a transition). */
async function expectNoSeriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  await axeClean(page);
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the landing and the plans lead with the 2027 reform`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expect(page).toHaveTitle(/reforma tributária 2027/i);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2027");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("CBS e o IBS");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /2027.*CBS.*IBS/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
    await page.getByTestId("hero-reform").click();
    await expect(page).toHaveURL(/\/calculadoras\/reforma-tributaria$/);

    await page.goto("/plans");
    // The seeded paid plans carry the tool's flag; the Trial previews it.
    await expect(page.getByTestId("plan-basic").getByTestId("plan-reform")).toContainText(/^Reforma tributária 2027A/);
    await expect(page.getByTestId("plan-professional").getByTestId("plan-reform")).toContainText(
      "Reforma tributária 2027",
    );
    await expect(page.getByTestId("plan-trial").getByTestId("plan-reform")).toContainText(
      "Reforma tributária 2027: consulta",
    );
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
  });
}

test("a visitor's reform calculation goes through a free sign-up into the tool, computed read-only on the Trial", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/calculadoras/reforma-tributaria");
  await page.getByLabel("Receita bruta do mês").fill("40.000,00");
  await page.getByLabel("Compras de fornecedores do regime regular, por mês").fill("20.000,00");
  await page.getByLabel("Vendas a empresas que tomam crédito (%)").fill("35%");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByTestId("reform-answer-sentence")).toContainText("Fique no DAS");
  await expect(page.getByText("continue no app com estes dados")).toBeVisible();
  await page.getByRole("link", { name: "Criar conta grátis" }).click();
  await expect(page).toHaveURL(/\/register$/, { timeout: 30_000 });

  const who = newSubscriber();
  await fillRegisterForm(page, who);
  await page.getByRole("button", { name: /Criar conta/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, who.email, who.password);

  // The dashboard offers the calculation once; it opens the tool with the inputs and computes them on arrival.
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Continue a sua simulação" }).getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/reforma-tributaria\?.*monthlyRevenue=40\.000%2C00/);
  await expect(page.getByLabel("Faturamento mensal")).toHaveValue("40.000,00");
  const result = page.getByTestId("reform-result");
  await expect(result.getByTestId("reform-answer-sentence")).toHaveText(/^Fique no DAS: seu DAS não muda/);
  await expect(result.getByTestId("reform-break-even").first()).toHaveText("53,60%");
  // Below the tool's long form, the answer is brought into view: the first screen of the result.
  await expect(result.getByTestId("reform-answer-sentence")).toBeInViewport({ ratio: 1 });
  await expect(result.getByTestId("reform-answer-deadline")).toBeInViewport({ ratio: 1 });
  // Read-only: no save, and the way to a plan that keeps it.
  await expect(page.getByTestId("save-simulation")).toHaveCount(0);
  await expect(
    page.getByTestId("reform-preview-note").getByRole("link", { name: "Ver planos com a reforma" }),
  ).toHaveAttribute("href", "/subscription");
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousViolations(page);
});
