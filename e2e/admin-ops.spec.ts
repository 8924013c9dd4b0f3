import { readFile } from "node:fs/promises";
import { fillRegisterForm, newSubscriber } from "./fixtures/billing";
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from "./fixtures/axe";
import { useSharedSession } from "./fixtures/shared-session";
import { expect, test } from "./fixtures/test";

test.describe("admin back office as the worker's admin", () => {
  const page = useSharedSession("admin");

  test("dashboard, users (search, view, edit that persists), payments CSV and the audit log; axe clean", async ({
    accounts,
  }) => {
    test.setTimeout(240_000); // one walk through five sections, each checked with axe
    const p = page();
    await p.goto("/admin/dashboard");
    await expect(p.getByRole("heading", { level: 1, name: "Painel administrativo" })).toBeVisible();
    await expect(p.getByText("Usuários ativos")).toBeVisible();
    await expect(p.getByRole("heading", { name: "Atividade recente" })).toBeVisible();
    await expectNoSeriousViolations(p);

    // Users: the server-side search finds the worker's Básico subscriber.
    const basic = await accounts.get("basic");
    await p.getByRole("navigation", { name: "Administração" }).getByRole("link", { name: "Usuários" }).click();
    await expect(p).toHaveURL(/\/admin\/users$/);
    await p.getByRole("searchbox", { name: "Buscar por nome ou e-mail" }).fill(basic.email);
    await p.getByRole("button", { name: "Filtrar" }).click();
    await expect(p).toHaveURL(new RegExp(`q=${encodeURIComponent(basic.email).replace(/\./g, "\\.")}`));
    const rows = p.getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Bruno Básico");
    await expect(rows.nth(1)).toContainText(basic.email);
    await expectNoSeriousViolations(p);

    // The view of a non-admin links to the deletion page; an edit survives a reload (and is put back).
    await p.goto(`/admin/users?q=${encodeURIComponent((await accounts.get("afiliado")).email)}`);
    await p.getByRole("link", { name: /^Ver/ }).click();
    await expect(p.getByRole("heading", { level: 1 })).toContainText("Elisa");
    await expect(p.getByRole("link", { name: "Excluir usuário" })).toHaveAttribute(
      "href",
      /\/admin\/users\/[0-9a-f-]{36}\/delete$/,
    );
    await expectNoSeriousViolations(p);
    const name = p.getByLabel("Nome");
    const original = await name.inputValue();
    const rename = async (value: string) => {
      await name.fill(value);
      await p.getByRole("button", { name: "Salvar alterações" }).click();
      await p.getByRole("alertdialog").getByRole("button", { name: "Salvar" }).click();
      await expect(p.getByText("Usuário atualizado")).toBeVisible();
    };
    await rename(`${original} (revisado)`);
    await p.reload();
    await expect(p.getByLabel("Nome")).toHaveValue(`${original} (revisado)`);
    await rename(original);

    // Payments: the four cards, and the CSV of the filtered rows with its BOM.
    await p.goto("/admin/payments");
    await expect(p.getByText("Total de pagamentos")).toBeVisible();
    await expect(p.getByText("Valor total (bruto)")).toBeVisible();
    await expectNoSeriousViolations(p);
    const download = p.waitForEvent("download");
    await p.getByRole("link", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^pagamentos-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toMatch(
      /^\uFEFFCliente;E-mail;Valor \(R\$\);Status;Vencimento;Forma de pagamento;Criado em\r\n/,
    );

    // The audit log shows the two edits above, newest first, filtered by action.
    await p.goto("/admin/logs?action=admin.user");
    await expect(p.getByRole("heading", { level: 1, name: "Log de auditoria" })).toBeVisible();
    await expect(p.getByRole("cell", { name: "Usuário editado" }).first()).toBeVisible();
    await expectNoSeriousViolations(p);
  });

  test("a charge received in cash, then back to pending: each change through the provider, with the status it answered", async ({
    browser,
    baseURL,
  }) => {
    // A visitor who chose Básico and has not paid yet: one PENDING sandbox charge of their own.
    const visitor = await browser.newContext({ baseURL });
    const v = await visitor.newPage();
    const who = newSubscriber();
    await v.goto("/register?plano=basic");
    await fillRegisterForm(v, who);
    await v.getByRole("button", { name: "Criar conta e pagar Básico" }).click();
    await expect(v).toHaveURL(/\/payment-pending/);
    await visitor.close();

    const p = page();
    await p.goto(`/admin/payments?q=${encodeURIComponent(who.email)}`);
    const row = p.getByRole("row").filter({ hasText: who.email });
    await expect(row).toContainText("Pendente");
    const change = async (status: string, reason: string) => {
      await row.getByRole("button", { name: /Alterar status/ }).click();
      const dialog = p.getByRole("dialog", { name: "Alterar o status do pagamento" });
      await dialog.getByLabel("Novo status").selectOption({ label: status });
      await dialog.getByLabel("Motivo").fill(reason);
      await dialog.getByRole("button", { name: "Alterar status" }).click();
      await expect(p.getByText(`O meio de pagamento registrou: ${status}.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(status);
    };
    await change("Recebido em dinheiro", "Pagou no balcão, em dinheiro");
    await expectNoSeriousViolations(p);
    // The same row again: the dialog offers what this status allows now.
    await change("Pendente", "Lançado por engano, desfeito");

    await p.goto("/admin/logs?action=admin.payment");
    await expect(p.getByRole("cell", { name: "Status de pagamento alterado" }).first()).toBeVisible();
  });
});

test.describe("admin navigation at 375 px", () => {
  const page = useSharedSession("admin", { width: 375, height: 800 });

  test("the menu opens from the keyboard, reaches every section, and no page scrolls sideways", async () => {
    const p = page();
    await p.goto("/admin/dashboard");
    await expectNoHorizontalOverflow(p);
    await expectNoSeriousViolations(p);
    for (const [label, path] of [
      ["Usuários", "/admin/users"],
      ["Pagamentos", "/admin/payments"],
      ["Log de auditoria", "/admin/logs"],
    ] as const) {
      const open = p.getByRole("button", { name: "Abrir menu" });
      await open.focus();
      await p.keyboard.press("Enter");
      const menu = p.getByRole("dialog", { name: "Administração" });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: label }).focus();
      await p.keyboard.press("Enter");
      await expect(p).toHaveURL(new RegExp(`${path}$`));
      await expect(menu).toBeHidden();
      await expectNoHorizontalOverflow(p);
      await expectNoSeriousViolations(p);
    }
  });
});
