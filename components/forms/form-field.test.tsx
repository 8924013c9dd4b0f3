// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FormField } from "./form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "./password-input";

afterEach(cleanup);

describe("FormField", () => {
  it("links label, control, description and error", () => {
    render(
      <FormField id="cpf" label="CPF" description="Somente números" error="CPF inválido" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText(/CPF/);
    expect(input.id).toBe("cpf");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("cpf-description cpf-error");
    expect(document.getElementById("cpf-error")?.textContent).toBe("CPF inválido");
  });

  it("leaves a valid control unmarked and generates an id", () => {
    render(
      <FormField label="Nome">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Nome");
    expect(input.id).not.toBe("");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("PasswordInput", () => {
  it("toggles visibility with labels from props", () => {
    render(
      <FormField id="senha" label="Senha">
        <PasswordInput showLabel="Mostrar senha" hideLabel="Ocultar senha" />
      </FormField>,
    );
    const input = screen.getByLabelText("Senha") as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Mostrar senha" }));
    expect(input.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Ocultar senha" }));
    expect(input.type).toBe("password");
  });
});
