import { expect, test } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";

// The e2e server runs without an OpenAI key (basic mode) and with AI_DAILY_MESSAGE_LIMIT=3
// (scripts/e2e-server.sh). Each describe signs in as a different demo account, so their daily counts are apart.

const DAS_QUESTION = "Quanto pago de DAS com faturamento de R$ 30 mil por mês em comércio?";

async function ask(page: Page, question: string) {
  const input = page.getByLabel("Sua pergunta");
  await input.fill(question);
  await input.press("Enter");
}

/**
 * Once an answer ends the page refreshes (the conversation joins the history list) and Next renders its title again:
 * a check of the whole page (axe) waits until the refreshed list shows the conversation.
 */
async function refreshedWith(page: Page, question: RegExp) {
  await expect(page.getByTestId("conversation-list").getByRole("link", { name: question }).first()).toBeAttached();
}

test.describe("AI assistant in basic mode (professional)", () => {
  const shared = useSharedSession("professional");

  test("answers the DAS question from the engine with the LC 123 citation; the conversation survives a reload", async () => {
    const page = shared();
    await page.goto("/ai-assistant");
    await expect(page.getByRole("heading", { level: 1, name: "Assistente IA" })).toBeVisible();
    await expect(page.getByTestId("basic-mode")).toContainText("Modo básico");
    await expect(
      page.getByRole("button", { name: "Qual a diferença entre Lucro Real e Lucro Presumido?" }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    // Blank does nothing.
    await page.getByLabel("Sua pergunta").press("Enter");
    await expect(page.locator("[data-role]")).toHaveCount(0);

    await ask(page, DAS_QUESTION);
    const answer = page.locator('[data-role="assistant"]').last();
    await expect(answer).toContainText("R$ 1.695,01");
    await expect(answer).toContainText("LC 123/2006");
    await expect(answer).toContainText("Cálculo usado: DAS do Simples Nacional");
    await expect(answer.locator('[data-verified="false"]')).toHaveCount(0);
    await expect(page.getByLabel("Sua pergunta")).toBeEnabled();
    await expect(page).toHaveURL(/\/ai-assistant\?c=[0-9a-f-]{36}$/);
    await refreshedWith(page, /Quanto pago de DAS/);
    await expectNoSeriousViolations(page);

    await page.reload();
    await expect(page.locator('[data-role="user"]').last()).toContainText(DAS_QUESTION);
    await expect(page.locator('[data-role="assistant"]').last()).toContainText("R$ 1.695,01");
    await expect(
      page
        .getByTestId("conversation-list")
        .getByRole("link", { name: /Quanto pago de DAS/ })
        .first(),
    ).toHaveAttribute("aria-current", "page");
  });

  test("a suggested question is answered from the curated base with its source", async () => {
    const page = shared();
    await page.goto("/ai-assistant");
    await page.getByRole("button", { name: "Como é calculado o ICMS?" }).click();
    const answer = page.locator('[data-role="assistant"]').last();
    await expect(answer).toContainText("Lei Kandir");
    await expect(answer).toContainText("Fonte:");
  });
});

test.describe("AI assistant: daily limit (enterprise)", () => {
  // An account of its own: the test uses up the day's questions.
  const shared = useSharedSession("enterprise", undefined, { fresh: true });

  test("the question past the daily limit gets its message, and is kept with a retry button", async ({
    consoleErrors,
  }) => {
    // The refused question is answered 429 on purpose; the browser logs that response.
    consoleErrors.allow(/status of 429 .*\/api\/ai\/chat\)$/);
    const page = shared();
    await page.goto("/ai-assistant");
    for (let i = 1; i <= 3; i++) {
      await ask(page, `O que é o Fator R? (${i})`);
      await expect(page.locator('[data-role="assistant"]')).toHaveCount(i);
    }
    await ask(page, "O que é o Fator R? (4)");
    const error = page.getByTestId("chat-error");
    await expect(error).toContainText(
      "Você atingiu o limite de 3 mensagens por dia do assistente. Tente novamente amanhã.",
    );
    await expect(error.getByRole("button", { name: "Tentar de novo" })).toBeVisible();
    await expect(page.locator('[data-role="user"]').last()).toContainText("O que é o Fator R? (4)");
    await expectNoSeriousViolations(page);
  });
});

test.describe("AI assistant: plan gate (trial)", () => {
  const shared = useSharedSession("trial");

  test("the trial plan sees the upgrade gate, not the chat", async () => {
    const page = shared();
    await page.goto("/ai-assistant");
    await expect(page.getByTestId("upgrade-gate")).toBeVisible();
    await expect(page.getByLabel("Sua pergunta")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

test.describe("AI assistant on Básico at 375 px: the reform's follow-ups, 30 questions a month", () => {
  // An account of its own: the test spends one of the plan's monthly questions and registers its one company.
  const shared = useSharedSession("basic", { width: 375, height: 800 }, { fresh: true });

  test("answers 'até quando tenho que decidir?' from the company's profile and shows the questions left", async ({
    unique,
  }) => {
    const page = shared();
    const shop = unique.name("Papelaria Básico");
    await page.goto("/companies");
    await page.getByRole("button", { name: "Nova Empresa" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome da empresa").fill(shop);
    await dialog.getByLabel("CNPJ").fill(unique.cnpj());
    await dialog.getByLabel("Atividade").selectOption("comercio");
    await dialog.getByLabel("Faturamento anual").fill("480.000,00");
    await dialog.getByLabel("Vendas para empresas que tomam crédito (%)").fill("35");
    await dialog.getByLabel("Compras mensais de fornecedores do regime regular").fill("24.000,00");
    await dialog.getByLabel("Compras mensais de fornecedores do Simples").fill("0");
    await dialog.getByLabel("Redução de alíquota (LC 214/2025)").selectOption("none");
    await dialog.getByRole("button", { name: "Salvar empresa" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/ai-assistant");
    await expect(page.getByTestId("upgrade-gate")).toHaveCount(0);
    const meter = page.getByTestId("usage-meter-aiQuestions");
    await expect(meter).toContainText("Perguntas ao assistente neste mês");
    await expect(meter).toContainText("0 de 30");
    await ask(page, "Até quando tenho que decidir?");
    const answer = page.locator('[data-role="assistant"]').last();
    await expect(answer).toContainText(`Resposta para ${shop}`);
    await expect(answer).toContainText("01/03/2027");
    await expect(answer).toContainText("31/03/2027");
    await refreshedWith(page, /Até quando tenho que decidir/);
    await expect(meter).toContainText("1 de 30");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
  });
});

test.describe("AI assistant at 375 px (professional)", () => {
  const shared = useSharedSession("professional", { width: 375, height: 800 });

  test("usable on a phone: ask, read the answer, no sideways scrolling, axe clean", async () => {
    const page = shared();
    await page.goto("/ai-assistant");
    await expectNoHorizontalOverflow(page);
    await ask(page, "Qual o IRRF de um salário de R$ 6.000?");
    const answer = page.locator('[data-role="assistant"]').last();
    await expect(answer).toContainText("IRRF de R$");
    await refreshedWith(page, /Qual o IRRF/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page);
  });
});
