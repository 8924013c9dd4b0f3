import { beforeEach, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/security/client-address", () => ({ clientAddress: async () => "203.0.113.9" }));
vi.mock("@/lib/db/client", () => ({ getDb: async () => ({}) }));
// Every address has an account here, and the hourly cap is never reached: what is tested is when the work runs.
vi.mock("@/lib/db/rate-limits", () => ({
  DEFAULT_WINDOW_MS: 900_000,
  take: async () => 0,
  giveBack: async () => {},
  forget: async () => {},
}));
vi.mock("@/lib/account/sign-in-throttle", () => ({ liveAccount: async () => ({ email: "x", name: "x" }) }));
const deferred: Array<() => Promise<void>> = [];
vi.mock("next/server", async (original) => ({
  ...(await original<object>()),
  after: (task: () => Promise<void>) => deferred.push(task),
}));
vi.mock("@/lib/auth/cookie-jars", () => ({
  requestCookieJar: async () => ({ all: () => [], get: () => undefined, set: () => {} }),
  detachedCookieJar: () => ({ all: () => [], get: () => undefined, set: () => {} }),
}));
const requestPasswordReset = vi.fn();
vi.mock("@/lib/auth/adapter", () => ({ getAuth: () => ({ requestPasswordReset }) }));

const { forgotPasswordAction } = await import("@/lib/account/actions");

beforeEach(() => {
  deferred.length = 0;
  requestPasswordReset.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

it("answers before looking the address up: the same result, whatever the adapter will find or take", async () => {
  // An adapter that never finishes (a slow SMTP server, a user lookup) cannot delay or change the answer.
  requestPasswordReset.mockReturnValue(new Promise(() => {}));
  const known = await forgotPasswordAction({ email: "basic@demo.tributocerto.com.br" });
  const unknown = await forgotPasswordAction({ email: "ninguem@exemplo.com.br" });
  expect(known).toEqual({ ok: true, data: undefined });
  expect(unknown).toEqual(known);
  expect(requestPasswordReset).not.toHaveBeenCalled();
  expect(deferred).toHaveLength(2);
});

it("does the work after the response, and a failure there reaches the log, not the visitor", async () => {
  requestPasswordReset
    .mockResolvedValueOnce({ ok: true, data: undefined })
    .mockRejectedValueOnce(new Error("SMTP down for ana@exemplo.com.br"));
  await forgotPasswordAction({ email: "ana@exemplo.com.br" });
  await forgotPasswordAction({ email: "ana@exemplo.com.br" });
  for (const task of deferred) await task();
  expect(requestPasswordReset).toHaveBeenCalledTimes(2);
  expect(requestPasswordReset.mock.calls[0][1]).toBe("ana@exemplo.com.br");
  const logged = vi.mocked(console.error).mock.calls.flat().map(String).join(" ");
  expect(logged).toContain("password reset failed");
  expect(logged).not.toContain("ana@exemplo.com.br");
});
