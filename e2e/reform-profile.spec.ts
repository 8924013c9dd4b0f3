import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";

// A company's reform profile (the company form's "Reforma tributária 2027" section) is what every reform screen reads:
// the portfolio row, the assistant's answer (basic mode), the dashboard's deadlines card, the regime alerts and the
// calendar file. A fresh Enterprise account per viewport: the assistant's daily limit and the companies stay apart.

async function createShop(
  page: Page,
  name: string,
  cnpj: string,
  profile: { share: string; purchases: string } | null,
  annualRevenue = "480.000,00",
) {
  await page.goto("/companies");
  await page.getByRole("button", { name: "Nova Empresa" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome da empresa").fill(name);
  await dialog.getByLabel("CNPJ").fill(cnpj);
  await dialog.getByLabel("Atividade").selectOption("comercio");
  await dialog.getByLabel("Faturamento anual").fill(annualRevenue);
  if (profile) {
    await dialog.getByLabel("Vendas para empresas que tomam crédito (%)").fill(profile.share);
    await dialog.getByLabel("Compras mensais de fornecedores do regime regular").fill(profile.purchases);
    await dialog.getByLabel("Compras mensais de fornecedores do Simples").fill("0");
    await dialog.getByLabel("Redução de alíquota (LC 214/2025)").selectOption("none");
  }
  await dialog.getByRole("button", { name: "Salvar empresa" }).click();
  await expect(dialog).toBeHidden();
}

/** The company's dossier, generated from /reports and downloaded once Concluído. */
async function dossierOf(page: Page, company: string): Promise<Buffer> {
  await page.goto("/reports");
  const form = page.getByRole("form", { name: "Dossiê da empresa" });
  await form.getByLabel("Empresa").selectOption({ label: company });
  await form.getByRole("button", { name: "Gerar PDF" }).click();
  const row = page
    .getByTestId("report-row")
    .filter({ hasText: `Dossiê · ${company}` })
    .first();
  await expect(row.getByTestId("report-status")).toHaveText("Concluído", { timeout: 60_000 });
  const href = await row.getByRole("link", { name: /^Baixar / }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return response.body();
}

/** The text of a PDF in reading order (poppler's pdftotext), every run of spaces and line breaks made one space. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "e2e-dossier-")), "d.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"])
    .toString("utf8")
    .replace(/[\u00a0\u202f\s]+/g, " ");
}

/** The events of an .ics file, lines unfolded (RFC 5545 §3.1). */
function icsEvents(ics: string): Record<string, string>[] {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of ics.replace(/\r\n[ \t]/g, "").split("\r\n")) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const at = line.indexOf(":");
      const key = line.slice(0, at);
      if (!(key in current)) current[key] = line.slice(at + 1);
    }
  }
  return events;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`reform profile at ${viewport.width} px`, () => {
    const shared = useSharedSession("enterprise", viewport, { fresh: true });

    // The shop's break-even, worked by hand (docs/reform-2027.md, the decision): Anexo I band 3, S = R$ 40.000,00 a
    // month at 6,6125% → DAS 2.645,02 (each tax rounded on its own), s·S = 15,50% of 2.645,00 = 409,98; t·S = 8,8% ×
    // 40.000,00 = 3.520,00; credits on R$ 24.000,00 less the supplier's ICMS of 18% = 8,8% × 19.680,00 = 1.731,84.
    // b* = (3.520,00 − 409,98 − 1.731,84) ÷ (3.520,00 − 409,98) = 1.378,18 ÷ 3.110,02 = 44,31%. At 50% of sales to
    // crediting buyers, opting pays.
    test("the profile changes the portfolio row, the assistant and the dossier alike; alerts, dashboard and .ics show March", async ({
      unique,
    }) => {
      test.setTimeout(180_000);
      const page = shared();
      const shop = unique.name("Papelaria Aurora");
      const bare = unique.name("Bazar Sem Perfil");
      await createShop(page, shop, unique.cnpj(), { share: "50", purchases: "24.000,00" });
      await createShop(page, bare, unique.cnpj(), null);

      // The portfolio: the shop's answer at 50%; the bare company asks for its data, never "Nunca compensa".
      await page.goto("/reforma-tributaria");
      const portfolio = page.getByTestId("reform-portfolio");
      const list = viewport.width < 640 ? portfolio.locator("li") : page.getByTestId("reform-portfolio-row");
      const shopRow = list.filter({ hasText: shop });
      await expect(shopRow).toContainText("Com 50% das vendas a quem toma crédito");
      await expect(shopRow).toContainText("44,3%");
      const bareRow = list.filter({ hasText: bare });
      await expect(bareRow).toContainText("Falta informar");
      await expect(bareRow).not.toContainText("Nunca compensa");
      await expect(bareRow.getByRole("link", { name: `Completar o perfil de ${bare}` })).toHaveAttribute(
        "href",
        /\/companies\?editar=[0-9a-f-]{36}#reforma/,
      );
      await expectNoHorizontalOverflow(page);

      // The assistant (basic mode) answers the same: por fora at 50%, the same break-even, the March window.
      await page.goto("/ai-assistant");
      const input = page.getByLabel("Sua pergunta");
      await input.fill(`Vendo 50% para empresas, vale a pena a ${shop} sair do DAS?`);
      await input.press("Enter");
      const answer = page.locator('[data-role="assistant"]').last();
      await expect(answer).toContainText(`Resposta para ${shop}`);
      await expect(answer).toContainText("44,31%");
      await expect(answer).toContainText("01/03/2027");
      await expect(answer.locator('[data-verified="false"]')).toHaveCount(0);

      // The dashboard's deadlines card and the regime alerts: the March window for each Simples company.
      await page.goto("/dashboard");
      const card = page.getByTestId("reform-deadlines");
      await expect(card.getByTestId("reform-deadline-row").filter({ hasText: shop })).toContainText(
        "de 01/03/2027 a 31/03/2027",
      );
      await expect(card.getByTestId("reform-deadline-row").filter({ hasText: bare })).toContainText("Falta informar");
      await expectNoSeriousViolations(page);
      await expectNoHorizontalOverflow(page);
      await page.goto("/regime-alert");
      const alert = page.locator('[data-code="reform_option_window"]').filter({ hasText: shop });
      await expect(alert).toContainText("31/03/2027");

      // The calendar file imports: one event per window, the shop's March window with its answer.
      const response = await page.request.get("/reforma-tributaria/calendario");
      expect(response.headers()["content-type"]).toContain("text/calendar");
      const events = icsEvents(await response.text());
      const march = events.find(
        (e) => e.SUMMARY?.startsWith(shop.replace(/,/g, "\\,")) && e["DTSTART;VALUE=DATE"] === "20270301",
      );
      expect(march?.["DTEND;VALUE=DATE"]).toBe("20270401");
      // At 50%: 0,50 × 3.110,02 − 1.378,18 = R$ 176,83 a month gained jointly.
      expect(march?.DESCRIPTION).toMatch(/^Recolher CBS e IBS por fora compensa: R\$\s176\\,83\/mês/);

      // The tool opened on the shop and its dossier say the same: the answer, the break-even, the DAS, the window.
      await page.goto("/reforma-tributaria");
      await page.getByLabel("Empresa cadastrada").selectOption({ label: shop });
      await expect(page.getByLabel("Vendas para empresas que tomam crédito (%)")).toHaveValue("50");
      await page.getByRole("button", { name: "Calcular", exact: true }).click();
      const result = page.getByTestId("reform-result");
      await expect(result.getByTestId("reform-answer-sentence")).toHaveText(/^Recolha CBS e IBS por fora/);
      await expect(result.getByTestId("reform-break-even").first()).toHaveText("44,31%");
      await expect(result).toContainText("R$ 2.645,02");
      await expect(result).toContainText("R$ 4.023,20");
      const pdf = pdfText(await dossierOf(page, shop));
      expect(pdf).toContain("Reforma tributária 2027–2033");
      // Labels and values in reading order (a long label may wrap around its value in the PDF's two columns).
      expect(pdf).toContain("Vendas a empresas que tomam crédito 50,00%");
      expect(pdf).toContain("DAS de 2027 por mês, CBS e IBS dentro R$ 2.645,02");
      expect(pdf).toContain("Total por mês com CBS e IBS por fora R$ 4.023,20");
      expect(pdf).toMatch(/Ponto de equilíbrio \(vendas a empresas que tomam (crédito\) )?44,31%/);
      expect(pdf).toContain("Resultado Por fora do DAS");
      expect(pdf).toContain("2º semestre de 2027: opção de 01/03/2027 a 31/03/2027");
    });

    test("a company over the state sublimite opens the tool with the sublimite in view", async ({ unique }) => {
      const page = shared();
      // R$ 4,2 milhões in 12 months: above the R$ 3,6 milhões sublimite (LC 123/2006, art. 13-A), below the Simples
      // limit; ICMS and ISS leave the DAS, so the setting and their rates are shown, not folded away.
      const big = unique.name("Atacado Acima do Sublimite");
      await createShop(page, big, unique.cnpj(), { share: "35", purchases: "100.000,00" }, "4.200.000,00");
      await page.goto("/reforma-tributaria");
      await page.getByLabel("Empresa cadastrada").selectOption({ label: big });
      await expect(page).toHaveURL(/\/reforma-tributaria\?empresa=/);
      const sublimite = page.getByLabel("Sublimite estadual do Simples");
      await expect(sublimite).toBeVisible();
      await expect(sublimite).toHaveValue("exceeded");
      await expect(page.getByLabel("ICMS fora do Simples (%)")).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
