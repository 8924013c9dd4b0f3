// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { laborCost } from "@/lib/tax";
import { LaborResult } from "./labor-result";

afterEach(cleanup);

function cppCell(regime: "simples" | "simples_anexo_iv" | "presumido") {
  render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <LaborResult result={laborCost({ salary: 5_000, regime, year: 2026 })} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("rowheader", { name: "INSS patronal (CPP)" }).nextElementSibling?.textContent;
}

describe("LaborResult: the employer's CPP", () => {
  it("in the Simples (Anexos I–III and V) says it is paid in the DAS, not a bare zero", () => {
    expect(cppCell("simples")).toBe("R$\u00a00,00 (no DAS)");
  });

  it("in Anexo IV and the Presumido shows the 20% on the payroll", () => {
    expect(cppCell("simples_anexo_iv")).toBe("R$\u00a01.000,00");
    cleanup();
    expect(cppCell("presumido")).toBe("R$\u00a01.000,00");
  });
});
