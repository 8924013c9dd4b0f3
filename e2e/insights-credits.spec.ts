import { expect, test } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { signIn } from "./fixtures/auth";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";
import { createCompany, deleteCompany } from "./fixtures/tools";

// /fiscal-benefits (curated catalogue filtered on the server) and /hidden-credits
// (the estimator with the worked example of the issue, saved with a per-credit status), plus the plan gates.

async function expectAccessible(page: Page) {
  // The pointer rests where the last click left it: a hovered button is not the state axe should judge.
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
  await expectNoHorizontalOverflow(page);
}

/** The number of programmes the counter reports ("N benefícios encontrados de T"). */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("benefits-count").textContent()) ?? "";
  const match = /^(\d+)/.exec(text.trim());
  return match ? Number(match[1]) : 0;
}

test.describe("insight tools (enterprise, 375 px)", () => {
  const shared = useSharedSession("enterprise", { width: 375, height: 900 });

  // Opened plainly, the page filters for the account's first company (app/(app)/fiscal-benefits/page.tsx), and the
  // shared account may hold companies from earlier specs: the whole catalogue is '?todos=1', the page's own link.
  test("benefits: each filter changes the list on the server, the counter follows, the empty state shows", async () => {
    const page = shared();
    await page.goto("/fiscal-benefits?todos=1");
    await expect(page.getByRole("heading", { level: 1, name: "Benefícios fiscais" })).toBeVisible();
    const all = await shownCount(page);
    expect(all).toBeGreaterThanOrEqual(30);
    await expect(page.getByTestId("benefit-card")).toHaveCount(all);
    await expectAccessible(page);

    for (const [label, value, param] of [
      ["Estado", "AM", "uf=AM"],
      ["Setor", "tecnologia", "setor=tecnologia"],
      ["Porte da empresa", "me", "porte=me"],
      ["Regime tributário", "simples_nacional", "regime=simples_nacional"],
    ] as const) {
      await page.goto("/fiscal-benefits?todos=1");
      await page.getByLabel(label, { exact: true }).selectOption(value);
      await page.getByTestId("benefits-apply").click();
      await expect(page).toHaveURL(new RegExp(param));
      const filtered = await shownCount(page);
      expect(filtered, label).toBeGreaterThan(0);
      expect(filtered, label).toBeLessThan(all);
      await expect(page.getByTestId("benefit-card")).toHaveCount(filtered);
    }

    await page.goto("/fiscal-benefits?uf=AC&setor=tecnologia&porte=mei&regime=lucro_real");
    await expect(page.getByTestId("benefits-empty")).toContainText("Nenhum benefício encontrado");
    // The counter still names the catalogue's size, counted apart when no row comes back.
    await expect(page.getByTestId("benefits-count")).toHaveText(
      `Nenhum dos ${all} benefícios do catálogo atende a estes filtros`,
    );
    await expect(page.getByTestId("benefit-card")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("benefits: 'Ver para minha empresa' applies the company's profile", async ({ unique }) => {
    const page = shared();
    const name = unique.name("Benefícios");
    await createCompany(page, name, unique.cnpj(), "1.200.000,00");
    try {
      await page.goto("/fiscal-benefits");
      await page.getByLabel("Empresa", { exact: true }).selectOption({ label: name });
      await page.getByTestId("benefits-for-company").click();
      await expect(page.getByText(`Filtros do perfil de ${name} aplicados`)).toBeVisible();
      await expect(page.getByLabel("Estado", { exact: true })).toHaveValue("SP");
      await expect(page.getByLabel("Setor", { exact: true })).toHaveValue("servicos");
      await expect(page.getByLabel("Porte da empresa", { exact: true })).toHaveValue("epp");
      const count = await shownCount(page);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(30);
    } finally {
      await deleteCompany(page, name);
    }
  });

  test("hidden credits: the issue's monofásico example shows R$ 547,15 a month, is saved and gets a status", async () => {
    const page = shared();
    await page.goto("/hidden-credits");
    await expectAccessible(page);
    await page.getByLabel("Receita bruta dos últimos 12 meses (RBT12)").fill("1.200.000,00");
    await page.getByLabel("Receita do mês").fill("100.000,00");
    await page.getByLabel("Percentual da receita com produtos monofásicos").fill("40");
    await page.getByRole("button", { name: "Estimar crédito" }).click();
    const result = page.getByTestId("hidden-credits-result");
    await expect(result.getByTestId("credit-last-month")).toHaveText(/R\$\s547,15/);
    await expect(result.getByTestId("credit-total-nominal")).toHaveText(/R\$\s32\.829,00/);
    await expect(result.getByText("Estimativa", { exact: true })).toBeVisible();
    await expect(result.getByText("Premissas desta estimativa")).toBeVisible();
    await expect(result.getByText(/LC 123\/2006, art\. 18, §4º-A/).first()).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent("download");
    await result.getByTestId("credit-csv").click();
    expect((await download).suggestedFilename()).toMatch(/^creditos-monofasico-\d{4}-\d{2}\.csv$/);

    await page.getByRole("button", { name: "Salvar simulação" }).click();
    const saved = page.getByTestId("saved-credits");
    await expect(saved.getByText("Créditos ocultos · PIS/COFINS monofásico no Simples").first()).toBeVisible();
    const status = saved.getByTestId("credit-status").first();
    await expect(status).toHaveValue("pendente");
    await status.selectOption("disponivel");
    await expect(page.getByText("Situação atualizada")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("saved-credits").getByTestId("credit-status").first()).toHaveValue("disponivel");
    await expect(page.getByTestId("saved-credits-ready")).not.toHaveText("0");
    await expectAccessible(page);
  });
});

test("lower plans see the upgrade gate: trial on /fiscal-benefits, professional on /hidden-credits", async ({
  page,
  accounts,
}) => {
  await signIn(page, (await accounts.get("trial")).email);
  await page.goto("/fiscal-benefits");
  await expect(page.getByTestId("upgrade-gate")).toBeVisible();
  await expect(page.getByTestId("benefit-card")).toHaveCount(0);
  await page.goto("/hidden-credits");
  await expect(page.getByTestId("upgrade-gate")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.context().clearCookies();
  await signIn(page, (await accounts.get("professional")).email);
  await page.goto("/hidden-credits");
  await expect(page.getByTestId("upgrade-gate")).toBeVisible();
  await expect(page.getByRole("button", { name: "Estimar crédito" })).toHaveCount(0);
  await page.goto("/fiscal-benefits");
  await expect(page.getByTestId("benefit-card").first()).toBeVisible();
});
