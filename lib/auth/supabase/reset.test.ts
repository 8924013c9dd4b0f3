import { beforeEach, expect, it, vi } from "vitest";

// L13: a password reset through Supabase Auth ends every session of the user, as the local adapter's does. Supabase's
// password update signs out nobody, so a session someone else opened with the old password outlived the reset.

vi.mock("server-only", () => ({}));
const calls = vi.hoisted(() => ({ signOut: [] as unknown[], updateUser: [] as unknown[] }));
const now = Math.floor(Date.now() / 1000);
vi.mock("./client", () => ({
  mapError: () => "unavailable",
  client: async () => ({
    auth: {
      getClaims: async () => ({
        data: { claims: { sub: "u-1", email: "dona@exemplo.com.br", amr: [{ method: "otp", timestamp: now - 30 }] } },
      }),
      updateUser: async (attributes: unknown) => {
        calls.updateUser.push(attributes);
        return { data: {}, error: null };
      },
      signOut: async (options: unknown) => {
        calls.signOut.push(options);
        return { error: null };
      },
    },
  }),
}));
vi.mock("@/lib/env", () => ({ env: () => ({ APP_URL: "http://127.0.0.1:9" }), isHttpsApp: () => false }));

const { supabaseAuth } = await import("./adapter");
const jar = { all: () => [], get: () => undefined, set: () => {} };

beforeEach(() => {
  calls.signOut.length = 0;
  calls.updateUser.length = 0;
});

it("sets the password, then signs out every session of the user, and answers the account's e-mail", async () => {
  expect(await supabaseAuth().resetPassword(jar, null, "NovaSenha2026")).toEqual({
    ok: true,
    data: { email: "dona@exemplo.com.br" },
  });
  expect(calls.updateUser).toEqual([{ password: "NovaSenha2026" }]);
  expect(calls.signOut).toEqual([{ scope: "global" }]);
});
