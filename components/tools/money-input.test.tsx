// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/pt-BR.json";
import { MoneyInput } from "./money-input";

afterEach(cleanup);

const renderInput = () =>
  render(
    <NextIntlClientProvider locale="pt-BR" messages={messages}>
      <MoneyInput aria-label="Salário" aria-describedby="ajuda" />
    </NextIntlClientProvider>,
  );

describe("MoneyInput", () => {
  it("groups thousands while typing and drops a pasted R$ prefix", () => {
    renderInput();
    const input = screen.getByLabelText("Salário") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "1234,5" } });
    expect(input.value).toBe("1.234,5");
    fireEvent.change(input, { target: { value: "R$ 50.000,00" } });
    expect(input.value).toBe("50.000,00");
    expect(input.inputMode).toBe("decimal");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says so when it drops letters ('480 mil' would read R$ 480 in silence), and stops once only digits are typed", () => {
    renderInput();
    const input = screen.getByLabelText("Salário") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "480 mil" } });
    expect(input.value).toBe("480");
    const note = screen.getByRole("status");
    expect(note.textContent).toBe(messages.tools.money.lettersDropped);
    expect(input.getAttribute("aria-describedby")).toBe(`ajuda ${note.id}`);
    fireEvent.change(input, { target: { value: "480000" } });
    expect(input.value).toBe("480.000");
    expect(note.textContent).toBe("");
    expect(input.getAttribute("aria-describedby")).toBe("ajuda");
  });
});
