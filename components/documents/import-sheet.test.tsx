// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rowErrors, type SheetRowValues } from "@/lib/documents/sheet/schema";
import messages from "@/messages/pt-BR.json";
import { ImportSheet } from "./import-sheet";

// "Consultar CNPJ" on a line of the spreadsheet's preview: the provider's data fills what the line lacks and the line
// passes; the provider down, the line says to fill by hand and keeps its fields. The look-up action is a double.

const lookup = vi.hoisted(() => vi.fn());
vi.mock("@/lib/documents/cnpj-actions", () => ({ lookupCnpjAction: lookup }));
vi.mock("@/lib/documents/sheet-actions", () => ({ importCompaniesSheetAction: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  lookup.mockReset();
});

const SETTLED = { timeout: 30_000 };
const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`);

function values(overrides: Partial<SheetRowValues>): SheetRowValues {
  return {
    cnpj: "11.222.333/0001-81",
    nome: "Padaria da Ana",
    atividade: "comercio",
    regime: "simples",
    uf: "SP",
    receitas: Array(12).fill("10.000,00"),
    folha: "",
    prolabore: "",
    ...overrides,
  };
}

/** The preview of a sheet whose line 3 has only its CNPJ and revenue. */
async function preview() {
  const rows = [values({}), values({ cnpj: "12.ABC.345/01DE-35", nome: "", atividade: "", uf: "" })].map((v, i) => ({
    line: i + 2,
    values: v,
    errors: rowErrors(v),
  }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ ok: true, months: MONTHS, rows })),
  );
  render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <ImportSheet limits={{ mb: 5, rows: 1000 }} />
    </NextIntlClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(messages.documents.sheet.fileLabel), {
    target: { files: [new File(["x"], "empresas.csv", { type: "text/csv" })] },
  });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: messages.documents.sheet.analyse })));
  await screen.findByTestId("sheet-preview", {}, SETTLED);
  const [good, bad] = screen.getAllByTestId("sheet-line");
  return { good, bad };
}

describe("ImportSheet: a line completed from its CNPJ", () => {
  it("fills the name, activity and UF; the line passes and the import can be confirmed", async () => {
    lookup.mockResolvedValue({
      ok: true,
      data: { name: "COMERCIO ALFA LTDA", state: "PR", activity: "comercio", simples: true, mei: false },
    });
    const { good, bad } = await preview();
    expect(within(good).queryByRole("button", { name: /Consultar o CNPJ/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Importar/ })).toHaveProperty("disabled", true);

    await act(async () => fireEvent.click(within(bad).getByRole("button", { name: "Consultar o CNPJ da linha 3" })));
    await waitFor(
      () => expect(within(bad).getByRole("status").textContent).toBe(messages.documents.cnpj.filled),
      SETTLED,
    );
    expect(lookup).toHaveBeenCalledWith("12.ABC.345/01DE-35");
    expect(bad.textContent).toContain("COMERCIO ALFA LTDA");
    expect(bad.getAttribute("data-invalid")).toBeNull();
    expect(within(bad).queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("button", { name: /Importar/ })).toHaveProperty("disabled", false);
  });

  it("the provider down: 'preencha à mão', the fields stay to fill, nothing else changes", async () => {
    lookup.mockResolvedValue({ ok: false, code: "provider_failed", message: "documents.cnpj.unavailable" });
    const { bad } = await preview();
    await act(async () => fireEvent.click(within(bad).getByRole("button", { name: "Consultar o CNPJ da linha 3" })));
    await waitFor(
      () => expect(within(bad).getByRole("status").textContent).toBe(messages.documents.cnpj.unavailable),
      SETTLED,
    );
    expect(bad.getAttribute("data-invalid")).toBe("true");
    expect(within(bad).getAllByRole("textbox")).toHaveLength(3);
  });
});
