// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import messages from "@/messages/pt-BR.json";
import { initialValues, SIMPLES_FIELDS } from "@/lib/tools/public-calculators";
import { SimplesCalculator } from "./simples-calculator";

// The public calculators load the tax engine on demand (./engine.ts, a dynamic import): what is typed, what the
// address gives and what is computed must come out as when the engine was in the page's first JavaScript.

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

function renderSimples() {
  return render(
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      <SimplesCalculator initial={initialValues(SIMPLES_FIELDS, {}, { annex: "III" })} />
    </NextIntlClientProvider>,
  );
}

// A ceiling, not a measure: Testing Library's 1 s default failed when the engine's first import (transforming
// lib/tax) ran beside the production build.
const ENGINE_LOADED = { timeout: 30_000 };

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe("usePublicCalculator: the engine loaded on demand", () => {
  it("computes the DAS on submit, with the engine fetched once the form is typed into", async () => {
    renderSimples();
    expect(screen.queryByTestId("simples-das")).toBeNull();
    fireEvent.change(field("monthRevenue"), { target: { value: "10.000,00" } });
    fireEvent.change(field("rbt12"), { target: { value: "120.000,00" } });
    await act(async () => {
      fireEvent.submit(field("monthRevenue").form!);
    });
    // Anexo III, 1st band (LC 123/2006, Anexo III): 6% of R$ 10.000,00.
    expect((await screen.findByTestId("simples-das", {}, ENGINE_LOADED)).textContent).toMatch(/R\$\s600,00/);
    expect(window.location.search).toContain("monthRevenue=");
  });

  it("a shared link opens with its result", async () => {
    window.history.replaceState(null, "", "/?annex=III&monthRevenue=10000&rbt12=120000");
    renderSimples();
    expect((await screen.findByTestId("simples-das", {}, ENGINE_LOADED)).textContent).toMatch(/R\$\s600,00/);
  });

  it("a shared link with a wrong amount fills the form with it and computes nothing", async () => {
    window.history.replaceState(null, "", "/?annex=III&monthRevenue=abc");
    renderSimples();
    await act(async () => {});
    expect(field("monthRevenue").value).toBe("abc");
    expect(screen.queryByTestId("simples-das")).toBeNull();
  });
});
