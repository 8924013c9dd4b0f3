import { expectNoHorizontalOverflow, expectNoSeriousViolations as axeClean } from "./fixtures/axe";
import { expect, test, type Page } from "./fixtures/test";

// The public reform calculator (/calculadoras/reforma-tributaria), signed out: a Simples company's 2027 DAS with
// its CBS and IBS parcels, the por dentro / por fora comparison, the scenario and the option deadlines; the call
// to sign up carries the inputs; wrong input answers in pt-BR and keeps what was typed; at 375 px no two amounts
// touch. Self-contained: no account, no data of its own.

const PATH = "/calculadoras/reforma-tributaria";

/** axe on the page at rest: the pointer off the button just clicked (its hover shade is a transition, not the page). */
async function expectNoSeriousViolations(page: Page) {
  await page.mouse.move(0, 0);
  await axeClean(page);
}

async function fill(page: Page, values: { rbt12: string; month: string; purchases: string; share: string }) {
  await page.getByLabel("Anexo do Simples Nacional").selectOption("I");
  await page.getByLabel("Receita bruta dos últimos 12 meses (RBT12)").fill(values.rbt12);
  await page.getByLabel("Receita bruta do mês").fill(values.month);
  await page.getByLabel("Compras de fornecedores do regime regular, por mês").fill(values.purchases);
  await page.getByLabel("Vendas a empresas que tomam crédito (%)").fill(values.share);
  await page.getByLabel("Redução de alíquota da sua atividade").selectOption("none");
}

/** Every pair of amounts in the result: their text (not their cells) must not overlap nor touch (4 px apart at least). */
async function expectAmountsApart(page: Page) {
  const boxes = await page.locator("[data-testid=reform-result] [data-amount]").evaluateAll((nodes) =>
    nodes
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        return {
          text: node.textContent ?? "",
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          width: r.width,
        };
      })
      .filter((b) => b.width > 0),
  );
  expect(boxes.length).toBeGreaterThan(10);
  const touching: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const apart = a.right + 4 <= b.left || b.right + 4 <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) touching.push(`${a.text} × ${b.text}`);
    }
  }
  expect(touching).toEqual([]);
}

test("a visitor fills the reform calculator: DAS 2027 with CBS and IBS, por fora comparison, scenario, deadlines; sign-up carries the inputs", async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("reforma tributária 2027");
  await expectNoSeriousViolations(page);

  await fill(page, { rbt12: "600.000,00", month: "50.000,00", purchases: "20.000,00", share: "80" });
  await page.getByRole("button", { name: "Calcular" }).click();

  const result = page.getByTestId("reform-result");
  // The answer first, in one sentence, with the deadline and the rate it used.
  await expect(result.getByTestId("reform-answer-sentence")).toHaveText(/^(Fique no DAS|Recolha CBS e IBS|Tanto faz)/);
  await expect(result.getByTestId("reform-answer-deadline")).toHaveText(
    /^Prazo: de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}, no Portal do Simples Nacional/,
  );
  await expect(result.getByTestId("reform-answer-rate")).toContainText("estimativa publicada");
  await expect(result.getByTestId("reform-das")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(result.getByTestId("reform-cbs")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(result.getByTestId("reform-ibs")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  // The tool's own comparison: one card per reference-rate scenario, por dentro and por fora.
  const main = result.getByTestId("reform-scenario-card").first();
  await expect(main).toContainText("Por dentro (no DAS), por mês");
  await expect(main).toContainText("CBS/IBS a pagar por fora");
  await expect(main.getByTestId("reform-break-even")).toHaveText(/%|Por fora não compensa/);
  await expect(result.getByTestId("reform-recommendation")).toContainText("Cenário principal");
  // The scenario is named with its source and date, and shown as an estimate until the official rate exists.
  await expect(result.getByTestId("reform-scenario")).toContainText(/CBS .*IBS/);
  await expect(result.getByTestId("reform-scenario")).toContainText(/Fonte: .+ · \d{2}\/\d{2}\/\d{4}/);
  await expect(result.getByTestId("reform-scenario")).toContainText("Estimativa publicada");
  await expect(result.getByTestId("reform-next-window")).toContainText(/semestre de 20\d\d/);
  await expect(result.getByText("Desistência até").first()).toBeVisible();
  await expect(result.getByTestId("calculation-steps")).toContainText("Fonte");
  await expect(page).toHaveURL(/creditingBuyersPercent=80/);
  await expectNoSeriousViolations(page);

  // The call to sign up stores where to continue, with every input.
  await page.getByRole("link", { name: "Criar conta grátis" }).click();
  await expect(page).toHaveURL(/\/register/, { timeout: 30_000 });
  const pending = await page.evaluate(() => window.localStorage.getItem("tributo-certo:calculo-pendente"));
  const stored = JSON.parse(pending ?? "{}") as { slug?: string; href?: string };
  expect(stored.slug).toBe("reforma-tributaria");
  const href = new URL(stored.href ?? "/", "http://x");
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    annex: "I",
    rbt12: "600.000,00",
    monthlyRevenue: "50.000,00",
    purchasesRegular: "20.000,00",
    creditingBuyersPercent: "80",
  });
});

for (const width of [375, 1280]) {
  test(`at ${width} px, the annex left as shown computes Anexo I: a R$ 480 mil shop's DAS and break-even`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PATH);
    // The select shows Anexo I, and Anexo I is what the result uses (LC 123/2006, Anexo I, 3ª faixa: 9,50% less
    // R$ 13.860,00 on RBT12 R$ 480.000,00 = 6,6125%; × R$ 40.000,00, each tax rounded on its own as the PGDAS-D
    // prints it: IRPJ 145,48 + CSLL 92,58 + CBS 405,48 + IBS 4,50 + CPP 1.110,90 + ICMS 886,08 = R$ 2.645,02). Break-even: 1 − credits
    // R$ 1.443,20 (8,8% of R$ 20.000,00 less the supplier's ICMS of 18%: 16.400,00, ADCT art. 133) ÷ (debit
    // R$ 3.520,00 − the DAS's CBS and IBS R$ 409,98) = 1 − 1.443,20 ÷ 3.110,02 = 53,60%.
    await expect(page.getByLabel("Anexo do Simples Nacional")).toHaveValue("I");
    await page.getByLabel("Receita bruta do mês").fill("40.000,00");
    await page.getByLabel("Compras de fornecedores do regime regular, por mês").fill("20.000,00");
    await page.getByLabel("Vendas a empresas que tomam crédito (%)").fill("35%");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.getByTestId("reform-das")).toHaveText("R$ 2.645,02");
    await expect(page.getByTestId("reform-break-even").first()).toHaveText("53,60%");
    await expect(page).toHaveURL(/annex=I&/);
    // The answer and its deadline on the result's first screen, without scrolling: 35% sold to crediting buyers is
    // below the break-even, and the Anexo I DAS of 2027 is 2026's (the same band and rate).
    const sentence = page.getByTestId("reform-answer-sentence");
    const deadline = page.getByTestId("reform-answer-deadline");
    await expect(sentence).toHaveText(
      /^Fique no DAS: seu DAS não muda; se quiser recolher por fora, decida de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\.$/,
    );
    if (Date.now() < Date.parse("2027-03-01T03:00:00Z")) {
      // Before the March window (Res. CGSN 190/2026: 01/03–31/03/2027 for the 2nd semester of 2027).
      await expect(sentence).toContainText("decida de 01/03/2027 a 31/03/2027.");
      await expect(deadline).toContainText("para valer no 2º semestre de 2027 (a partir de 01/07/2027)");
    }
    // The price rise to crediting buyers that would make por fora break even (worked by hand in
    // lib/tools/reform-sentence.test.ts): more than those buyers absorb with their credits.
    const price = page.getByTestId("reform-answer-price");
    await expect(price).toContainText("aumentar em 13,91% os preços para os clientes que tomam crédito");
    await expect(price).toContainText("(8,53%)");
    // The first screen after "Calcular", on a phone (below the form) and at 1280 × 900 (beside it).
    await expect(sentence).toBeInViewport({ ratio: 1 });
    await expect(deadline).toBeInViewport({ ratio: 1 });
    await expect(price).toBeInViewport({ ratio: 1 });
    await expectNoSeriousViolations(page);
  });
}

test("an unknown annex in a link is asked for, not replaced; letters typed into an amount are said to be ignored", async ({
  page,
}) => {
  await page.goto(`${PATH}?annex=VII&monthlyRevenue=40.000,00&creditingBuyersPercent=35`);
  const annex = page.getByLabel("Anexo do Simples Nacional");
  await expect(annex).toHaveValue("");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByText("Escolha o anexo do Simples Nacional da sua atividade.")).toBeVisible();
  await expect(page.getByTestId("reform-result")).toHaveCount(0);
  await annex.selectOption("I");
  await page.getByLabel("Receita bruta do mês").fill("40 mil");
  await expect(page.getByRole("status").filter({ hasText: "as letras foram ignoradas" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a shared link opens with its result; a higher share sold to crediting buyers raises the joint gain", async ({
  page,
}) => {
  const query = (share: number) =>
    `?annex=III&rbt12=360.000,00&monthlyRevenue=30.000,00&purchasesRegular=5.000,00&creditingBuyersPercent=${share}&reduction=none`;
  await page.goto(`${PATH}${query(0)}`);
  const low = await page.getByTestId("reform-joint-gain").first().textContent();
  await page.goto(`${PATH}${query(100)}`);
  const high = await page.getByTestId("reform-joint-gain").first().textContent();
  const reais = (text: string | null) => Number((text ?? "").replace(/[^\d,-]/g, "").replace(",", "."));
  expect(reais(high)).toBeGreaterThan(reais(low));
});

test("wrong input answers in pt-BR beside each field and loses nothing typed", async ({ page }) => {
  await page.goto(PATH);
  await page.getByLabel("Receita bruta dos últimos 12 meses (RBT12)").fill("600.000,00");
  await page.getByLabel("Compras de fornecedores do regime regular, por mês").fill("12.345,67");
  await page.getByLabel("Vendas a empresas que tomam crédito (%)").fill("150");
  await page.getByRole("button", { name: "Calcular" }).click();
  // The month's revenue was left empty; the share is out of range.
  await expect(page.getByText("Campo obrigatório.")).toHaveCount(1);
  await expect(page.getByText("Informe um percentual de 0 a 100, como 35 ou 12,5.")).toBeVisible();
  await expect(page.getByLabel("Receita bruta do mês")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Compras de fornecedores do regime regular, por mês")).toHaveValue("12.345,67");
  await expect(page.getByLabel("Vendas a empresas que tomam crédito (%)")).toHaveValue("150");
  await expect(page.getByTestId("reform-result")).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Above the Simples limit there is nothing to compare: a pt-BR message on the RBT12, every value kept.
  await page.getByLabel("Receita bruta dos últimos 12 meses (RBT12)").fill("9.000.000,00");
  await page.getByLabel("Receita bruta do mês").fill("750.000,00");
  await page.getByLabel("Vendas a empresas que tomam crédito (%)").fill("50");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByText("Receita acima do limite do Simples Nacional")).toBeVisible();
  await expect(page.getByLabel("Receita bruta dos últimos 12 meses (RBT12)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Receita bruta dos últimos 12 meses (RBT12)")).toHaveValue("9.000.000,00");
  await expect(page.getByLabel("Compras de fornecedores do regime regular, por mês")).toHaveValue("12.345,67");
  await expect(page.getByTestId("reform-result")).toHaveCount(0);

  // Corrected, it computes.
  await page.getByLabel("Receita bruta dos últimos 12 meses (RBT12)").fill("3.000.000,00");
  await page.getByLabel("Receita bruta do mês").fill("250.000,00");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByTestId("reform-das")).toBeVisible();
});

test("at 375 px the result reads without sideways scrolling and no two amounts touch", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(
    `${PATH}?annex=I&rbt12=1.200.000,00&monthlyRevenue=100.000,00&purchasesRegular=40.000,00&creditingBuyersPercent=60&reduction=art128_60`,
  );
  await expect(page.getByTestId("reform-das")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAmountsApart(page);
  await expectNoSeriousViolations(page);
});

test("the calculators index and the other calculators link to the reform calculator", async ({ page }) => {
  await page.goto("/calculadoras");
  await page.getByRole("link", { name: /Abrir calculadora\s*: Reforma tributária/ }).click();
  await expect(page).toHaveURL(PATH);
  await page.goto("/calculadoras/simples-nacional");
  await expect(
    page.getByRole("navigation", { name: /Outras calculadoras/ }).getByRole("link", { name: /Reforma tributária/ }),
  ).toHaveAttribute("href", PATH);
});
