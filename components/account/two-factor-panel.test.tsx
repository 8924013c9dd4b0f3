// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import messages from "@/messages/pt-BR.json";
import { TwoFactorPanel } from "./two-factor-panel";

// A wrong code is told once: the action marks the code field with the message, so the alert
// above gives only its title, and no toast repeats it.

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, success: vi.fn() } }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }) }));
vi.mock("@/lib/account/security-actions", () => ({
  startTotpEnrolmentAction: async () => ({
    ok: true,
    data: { factorId: "f1", secret: "JBSWY3DPEHPK3PXP", qr: "iVBORw0KGgo=" },
  }),
  confirmTotpEnrolmentAction: async () => ({
    ok: false,
    code: "invalid_input",
    message: "auth.errors.invalidCode",
    fieldErrors: { code: "auth.errors.invalidCode" },
  }),
  disableTotpAction: async () => ({
    ok: false,
    code: "invalid_input",
    message: "auth.errors.invalidCode",
    fieldErrors: { code: "auth.errors.invalidCode" },
  }),
}));

afterEach(cleanup);

// A ceiling, not a measure: Testing Library waits 1 s by default, which a loaded machine can exceed.
const SETTLED = { timeout: 30_000 };

describe("TwoFactorPanel", () => {
  it("a wrong first code: the message once (under the field), the alert's title, no toast", async () => {
    render(
      <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
        <TwoFactorPanel enabled={false} recoveryCodesLeft={null} recoveryCodesSupported />
      </NextIntlClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Sua senha atual/), { target: { value: "Senha2026ok" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Ativar verificação em duas etapas" })));
    fireEvent.change(await screen.findByLabelText(/Código do aplicativo/, {}, SETTLED), {
      target: { value: "000000" },
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirmar e ativar" })));
    await waitFor(() => expect(screen.getByRole("alert")).toBeTruthy(), SETTLED);
    expect(screen.getAllByText(/Código inválido ou já usado/)).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toContain(messages.security.twoFactor.errorTitle);
    expect(toastError).not.toHaveBeenCalled();
  });
});
