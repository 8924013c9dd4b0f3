import { expect, test, type Page } from "./fixtures/test";
import { expectNoHorizontalOverflow } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";

// Every result view read on a phone (375 px). No horizontal overflow is not enough: at 375 px the
// fiscal result had "R$ 2.436,20R$ 29.234,40" 0 px apart and the annual total drawn over the "Média mensal" label.
// So each page is measured: no two amounts on one line closer than 3 px, no amount over other text, no chart
// label over another.

const PHONE = { width: 375, height: 900 };

/** In the page: the boxes of every amount (R$ …, n %) in <main>, checked against each other and all other text. */
function findCollisions(): string[] {
  const AMOUNT = /R\$\s?-?[\d.]+(?:,\d{1,2})?|-?\d+(?:,\d+)?\s?%/g;
  const shown = (el: Element) => {
    // checkVisibility covers display:none and the skipped content of a closed <details>; the summary stays shown.
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest("[hidden], .sr-only")) return false;
    const closed = el.closest("details:not([open])");
    return !closed || Boolean(closed.querySelector(":scope > summary")?.contains(el));
  };
  type Box = { node: Node; text: string; rects: DOMRect[] };
  const amounts: Box[] = [];
  const texts: Box[] = [];
  const rectsOf = (range: Range) => Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
  for (const root of Array.from(document.querySelectorAll("main"))) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!text.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const rects = rectsOf(whole);
      if (rects.length === 0) continue;
      texts.push({ node, text: text.trim().slice(0, 40), rects });
      for (const m of text.matchAll(AMOUNT)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const boxes = rectsOf(range);
        if (boxes.length > 0) amounts.push({ node, text: m[0], rects: boxes });
      }
    }
  }
  const vertical = (a: DOMRect, b: DOMRect) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  const horizontal = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const problems = new Set<string>();
  amounts.forEach((a, i) => {
    for (const b of amounts.slice(i + 1)) {
      for (const x of a.rects)
        for (const y of b.rects)
          if (vertical(x, y) > Math.min(x.height, y.height) / 3 && horizontal(x, y) > -3)
            problems.add(`"${a.text}" touches "${b.text}"`);
    }
    for (const t of texts) {
      if (t.node === a.node) continue;
      for (const x of a.rects)
        for (const y of t.rects)
          if (vertical(x, y) > 2 && horizontal(x, y) > 2) problems.add(`"${a.text}" overlaps "${t.text}"`);
    }
  });
  const ticks = Array.from(document.querySelectorAll("main .recharts-xAxis .recharts-cartesian-axis-tick-value")).map(
    (el) => ({ text: el.textContent ?? "", rect: el.getBoundingClientRect() }),
  );
  ticks.forEach((a, i) => {
    for (const b of ticks.slice(i + 1))
      if (vertical(a.rect, b.rect) > 0 && horizontal(a.rect, b.rect) > -2)
        problems.add(`chart label "${a.text}" runs into "${b.text}"`);
  });
  return [...problems];
}

/** Opens every memória de cálculo (and any other <details>) of the page, so what is read is all measured. */
async function openAll(page: Page) {
  await page.locator("main details").evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
}

async function expectReadable(page: Page) {
  await expectNoHorizontalOverflow(page);
  expect(await page.evaluate(findCollisions)).toEqual([]);
}

test("the collision check itself catches amounts 0 px apart and an amount over a label", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.setContent(`<main>
    <table><tr><td>IRPJ</td><td style="padding:0">R$ 2.436,20</td><td style="padding:0">R$ 29.234,40</td></tr></table>
    <div style="position:relative;height:40px"><span>Média mensal</span><b style="position:absolute;left:0;top:0">R$ 29.234,40</b></div>
  </main>`);
  const problems = await page.evaluate(findCollisions);
  expect(problems).toContain('"R$ 2.436,20" touches "R$ 29.234,40"');
  expect(problems).toContain('"R$ 29.234,40" overlaps "Média mensal"');
});

test.describe("result views at 375 px (professional)", () => {
  const shared = useSharedSession("professional", PHONE);

  test("fiscal simulator: a shop's comparison, with the estimated purchases and the saving, reads on a phone", async () => {
    const page = shared();
    await page.goto("/fiscal-simulator?empresa=digitar");
    await page.locator("#fiscal-activity").selectOption("comercio");
    await page.locator("#fiscal-currentRegime").selectOption("presumido");
    await page.locator("#fiscal-annualRevenue").fill("360.000,00");
    await page.getByRole("button", { name: "Próximo Passo" }).click();
    await expect(page.getByText("Compras de mercadorias e insumos por mês")).toBeVisible();
    await page.getByRole("button", { name: "Iniciar Cálculo" }).click();
    const recommendation = page.getByTestId("fiscal-recommendation");
    await expect(recommendation).toContainText("Recomendação: Simples Nacional");
    await expect(recommendation.getByTestId("fiscal-saving-current")).toContainText(
      /Economia de R\$\s[\d.]+,\d{2} por ano em relação ao seu regime atual \(Lucro Presumido\)/,
    );
    // R$ 360.000,00 × 70% / 12 = R$ 21.000,00 a month, said as an assumption with its source.
    await expect(page.getByTestId("fiscal-assumptions")).toContainText("R$ 21.000,00 por mês (70% da receita)");
    await expect(page.getByTestId("fiscal-assumptions")).toContainText("IBGE");
    // The toast opens below the result, not over the recommendation.
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    const [toastBox, recBox] = [await toast.boundingBox(), await recommendation.boundingBox()];
    expect(toastBox!.y).toBeGreaterThan(recBox!.y + recBox!.height);
    await openAll(page);
    await expectReadable(page);
  });

  test("fiscal simulator: a large company's figures (eight digits of reais) stay inside a phone's width", async () => {
    const page = shared();
    await page.goto("/fiscal-simulator?empresa=digitar");
    await page.locator("#fiscal-annualRevenue").fill("60.000.000,00");
    await page.getByRole("button", { name: "Próximo Passo" }).click();
    await page.getByLabel("Folha de salários mensal").fill("2.000.000,00");
    await page.getByRole("button", { name: "Iniciar Cálculo" }).click();
    await expect(page.getByTestId("fiscal-recommendation")).toContainText("Recomendação: Lucro Presumido");
    // The Lucro Real card's tax table: R$ 23.253.133,34 a year, which pushed the page to 396 px.
    await expect(page.getByTestId("regime-card-real").getByTestId("annual-total")).toHaveText(/R\$\s23\.253\.133,34/);
    await openAll(page);
    await expectReadable(page);
  });

  test("a calculation's toast lets a tap through to the page under it ('Salvar simulação' among it)", async () => {
    const page = shared();
    await page.goto("/labor-simulator");
    await page.getByLabel("Salário bruto mensal").fill("R$ 5.000,00");
    await page.getByRole("button", { name: "Calcular custo" }).click();
    const toast = page.locator("[data-sonner-toast][data-mounted=true]").first();
    await expect(toast).toBeVisible();
    // Where it has come to rest (it slides in).
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await toast.boundingBox())!;
    const hitsToast = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("[data-sonner-toast]")),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hitsToast).toBe(false);
  });

  const TOOLS: [path: string, fill: (page: Page) => Promise<void>, result: string][] = [
    [
      "/labor-simulator",
      async (page) => {
        await page.getByLabel("Salário bruto mensal").fill("R$ 5.000,00");
        await page.getByRole("button", { name: "Calcular custo" }).click();
      },
      "labor-result",
    ],
    [
      "/clt-vs-pj",
      async (page) => {
        await page.getByLabel("Salário CLT mensal").fill("8.000,00");
        await page.getByRole("button", { name: "Comparar" }).click();
      },
      "clt-vs-pj-result",
    ],
    [
      "/mei-checker",
      async (page) => {
        await page.getByLabel("Faturamento médio mensal").fill("5.000,00");
        await page.getByRole("button", { name: "Verificar" }).click();
      },
      "mei-result",
    ],
    [
      "/profit-strategy",
      async (page) => {
        await page.getByLabel("Faturamento mensal").fill("60.000,00");
        await page.getByLabel("Custos mensais (sem pró-labore e tributos)").fill("20.000,00");
        await page.getByRole("button", { name: "Analisar" }).click();
      },
      "profit-result",
    ],
  ];
  for (const [path, fill, result] of TOOLS) {
    test(`${path}: the result, memória de cálculo open, reads on a phone`, async () => {
      const page = shared();
      await page.goto(path);
      await fill(page);
      await expect(page.getByTestId(result)).toBeVisible();
      await openAll(page);
      await expectReadable(page);
    });
  }

  for (const path of ["/dashboard", "/simulations", "/reports", "/regime-alert", "/risk-detector", "/hidden-credits"]) {
    test(`${path} reads on a phone`, async () => {
      const page = shared();
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await expectReadable(page);
    });
  }
});

test.describe("public calculators at 375 px", () => {
  test.use({ viewport: PHONE });
  for (const slug of ["simples-nacional", "fator-r", "clt-x-pj", "salario-liquido", "pro-labore-dividendos"]) {
    test(`/calculadoras/${slug}: the result reads on a phone`, async ({ page }) => {
      await page.goto(`/calculadoras/${slug}`);
      const form = page.locator("main form").first();
      // Every required amount the calculator asks, filled with a plausible value; then its own submit button.
      for (const input of await form.locator("input[inputmode=decimal]").all()) {
        if ((await input.isVisible()) && (await input.inputValue()) === "") await input.fill("50.000,00");
      }
      await form.locator("button[type=submit]").click();
      await expect(
        page
          .locator("main")
          .getByText(/R\$\s[\d.]+,\d{2}/)
          .first(),
      ).toBeVisible();
      await openAll(page);
      await expectReadable(page);
    });
  }
});

test.describe("CLT × PJ between phone and wide screens", () => {
  test.use({ signedInAs: "professional" });

  async function compare(page: Page) {
    await page.goto("/clt-vs-pj");
    await page.getByLabel("Salário CLT mensal").fill("28.500,00");
    await page.getByRole("button", { name: "Comparar" }).click();
    await expect(page.getByTestId("clt-vs-pj-result")).toBeVisible();
  }

  test("the CLT and PJ cards side by side at 1024, 1280 and 1440 px: no amount printed over another", async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await compare(page);
      await expectReadable(page);
    }
  });

  test("the PJ options at 375 px: each option's name and net in view, the option kept when the table scrolls", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await compare(page);
    const region = page.getByRole("region", { name: "Opções de PJ" });
    const firstRow = region.locator("tbody tr").first();
    const inView = async (cell: ReturnType<Page["locator"]>) => {
      const [c, r] = [(await cell.boundingBox())!, (await region.boundingBox())!];
      return c.x >= r.x - 1 && c.x + c.width <= r.x + r.width + 1;
    };
    expect(await inView(firstRow.locator("th"))).toBe(true);
    expect(await inView(firstRow.locator("td").first())).toBe(true);
    await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    expect(await inView(firstRow.locator("th"))).toBe(true);
    expect(await inView(firstRow.locator("td").last())).toBe(true);
  });
});
