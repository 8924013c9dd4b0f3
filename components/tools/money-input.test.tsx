// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MoneyInput } from "./money-input";

afterEach(cleanup);

describe("MoneyInput", () => {
  it("groups thousands while typing and drops a pasted R$ prefix", () => {
    render(<MoneyInput aria-label="Salário" />);
    const input = screen.getByLabelText("Salário") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "1234,5" } });
    expect(input.value).toBe("1.234,5");
    fireEvent.change(input, { target: { value: "R$ 50.000,00" } });
    expect(input.value).toBe("50.000,00");
    expect(input.inputMode).toBe("decimal");
  });
});
