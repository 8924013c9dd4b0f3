// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { RouteError } from "./route-error";
import { RouteErrorTextsProvider } from "./route-error-texts";
import messages from "@/messages/pt-BR.json";

afterEach(cleanup);

it("shows the pt-BR error page with the server log reference, and retries on click", () => {
  const reset = vi.fn();
  const error = Object.assign(new Error("boom for ana.souza@example.com.br"), { digest: "1234567890" });
  vi.spyOn(console, "error").mockImplementation(() => {});
  render(
    <RouteErrorTextsProvider texts={messages.errorPage}>
      <RouteError error={error} reset={reset} />
    </RouteErrorTextsProvider>,
  );
  expect(screen.getByRole("alert").textContent).toContain("Algo deu errado");
  expect(screen.getByText("Código do erro: 1234567890")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Voltar para a página inicial" }).getAttribute("href")).toBe("/");
  fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
  expect(reset).toHaveBeenCalledOnce();
  // Logged redacted, never as the error object: no personal data in the browser console either.
  expect(console.error).toHaveBeenCalledWith("Error: boom for [email]");
});
