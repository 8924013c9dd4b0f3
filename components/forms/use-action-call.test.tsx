// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { fail, type ActionFailure, type ActionResult } from "@/lib/action-result";
import messages from "@/messages/pt-BR.json";
import { useActionCall } from "./use-action-call";

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock("sonner", () => ({ toast: { error: toastError, success: vi.fn() } }));

afterEach(() => {
  cleanup();
  toastError.mockReset();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
    {children}
  </NextIntlClientProvider>
);

it("passes the arguments on and hands the data to onSuccess", async () => {
  const action = vi.fn(async (id: string, n: number): Promise<ActionResult<string>> => ({ ok: true, data: id + n }));
  const onSuccess = vi.fn();
  const { result } = renderHook(() => useActionCall({ action, onSuccess, errorTitle: "Falhou" }), { wrapper });
  act(() => result.current.run("a", 1));
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("a1", "a", 1));
  expect(result.current.failure).toBeNull();
  expect(toastError).not.toHaveBeenCalled();
});

it("translates a failure once: inline, in the toast and to onFailure, with the action's values", async () => {
  const failure: ActionFailure = { ...fail("rate_limited", "auth.errors.rateLimitedFor"), values: { minutes: 15 } };
  const onFailure = vi.fn();
  const { result } = renderHook(() => useActionCall({ action: async () => failure, errorTitle: "Falhou", onFailure }), {
    wrapper,
  });
  act(() => result.current.run());
  await waitFor(() => expect(result.current.failure).toContain("15"));
  expect(toastError).toHaveBeenCalledWith("Falhou", { description: result.current.failure });
  expect(onFailure).toHaveBeenCalledWith(result.current.failure, failure);
});

it("turns a thrown action into the fallback message, never an unhandled rejection", async () => {
  const onFailure = vi.fn();
  const { result } = renderHook(
    () =>
      useActionCall({
        action: async (): Promise<ActionResult<void>> => {
          throw new Error("network down");
        },
        onFailure,
      }),
    { wrapper },
  );
  act(() => result.current.run());
  await waitFor(() => expect(result.current.failure).toBe(messages.common.genericError));
  expect(onFailure).toHaveBeenCalledWith(messages.common.genericError, null);
  // No title: inline only.
  expect(toastError).not.toHaveBeenCalled();
  act(() => result.current.clearFailure());
  expect(result.current.failure).toBeNull();
});
