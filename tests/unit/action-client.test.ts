import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/security/client-address", () => ({ clientAddress: async () => "203.0.113.7" }));
const currentUser = vi.fn();
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: () => currentUser() }));
const adminTwoFactor = vi.fn(async () => ({ required: false, enabled: false }));
vi.mock("@/lib/auth/admin-two-factor", () => ({
  adminTwoFactorState: () => adminTwoFactor(),
  adminTwoFactorRequired: async () => (await adminTwoFactor()).required,
}));
// No database in unit tests: the limits count in memory, the store's logged fallback (tests/integration/rate-limits.test.ts
// covers the shared table and the log line).
vi.mock("@/lib/db/client", () => ({ getDb: () => Promise.reject(new Error("no database in unit tests")) }));
// The plan is the user's permissions as public.my_plan_permissions() answers them (lib/plans/gate.ts checks them;
// tests/integration/plan-gating.test.ts reads them from the database).
const plan = vi.fn();
vi.mock("@/lib/db/rls", () => ({ withRls: (_claims: unknown, run: (tx: unknown) => unknown) => run({}) }));
vi.mock("@/lib/plans/queries", () => ({ getMyPermissions: async () => plan() }));

const { adminAction, publicAction, userAction } = await import("@/lib/action-client");
const { fail, ok } = await import("@/lib/action-result");
const { AppError } = await import("@/lib/errors");
const { TaxInputError } = await import("@/lib/tax");
const { DEFAULT_PERMISSIONS } = await import("@/lib/plans/permissions");

const subscriber = {
  claims: { sub: "00000000-0000-4000-8000-000000000001", role: "authenticated" },
  profile: { id: "u1", userType: "subscriber" },
};
const admin = { ...subscriber, profile: { id: "a1", userType: "admin" } };
const schema = z.object({ name: z.string().min(1, "validation.required") });

describe("action pipeline", () => {
  beforeEach(() => currentUser.mockReset());

  it("parses the input and hands the body typed values and the client address", async () => {
    const action = publicAction({ schema }, async ({ input, ctx }) => ok(`${input.name}@${ctx.ip}`));
    expect(await action({ name: "Ana" })).toEqual({ ok: true, data: "Ana@203.0.113.7" });
  });

  it("answers invalid input with field message keys and never runs the body", async () => {
    const body = vi.fn();
    const action = publicAction({ schema, invalid: "companies.errors.invalid" }, body);
    expect(await action({ name: "" })).toEqual({
      ok: false,
      code: "invalid_input",
      message: "companies.errors.invalid",
      fieldErrors: { name: "validation.required" },
    });
    expect(body).not.toHaveBeenCalled();
  });

  it("parses bound arguments first and answers not_found with the declared message", async () => {
    const action = publicAction(
      { args: [z.uuid()], schema, notFound: "companies.errors.notFound" },
      async ({ args: [id] }) => ok(id),
    );
    expect(await action("not-a-uuid", { name: "x" })).toMatchObject({
      ok: false,
      code: "not_found",
      message: "companies.errors.notFound",
    });
    expect(await action("00000000-0000-4000-8000-000000000009", { name: "x" })).toEqual({
      ok: true,
      data: "00000000-0000-4000-8000-000000000009",
    });
  });

  it("refuses visitors in userAction and subscribers in adminAction", async () => {
    const body = vi.fn(async () => ok(1));
    currentUser.mockResolvedValue(null);
    expect(await userAction({ schema }, body)({ name: "x" })).toMatchObject({ ok: false, code: "unauthenticated" });
    currentUser.mockResolvedValue(subscriber);
    expect(await adminAction({ schema }, body)({ name: "x" })).toMatchObject({ ok: false, code: "forbidden" });
    expect(body).not.toHaveBeenCalled();
    currentUser.mockResolvedValue(admin);
    expect(await adminAction({ schema }, body)({ name: "x" })).toEqual({ ok: true, data: 1 });
  });

  it("refuses an admin without two-factor authentication while 'Exigir 2FA para administradores' is on", async () => {
    const body = vi.fn(async () => ok(1));
    currentUser.mockResolvedValue(admin);
    adminTwoFactor.mockResolvedValue({ required: true, enabled: false });
    expect(await adminAction({ schema }, body)({ name: "x" })).toEqual({
      ok: false,
      code: "forbidden",
      message: "security.adminPrompt.required",
    });
    expect(body).not.toHaveBeenCalled();
    adminTwoFactor.mockResolvedValue({ required: true, enabled: true });
    expect(await adminAction({ schema }, body)({ name: "x" })).toEqual({ ok: true, data: 1 });
    adminTwoFactor.mockResolvedValue({ required: false, enabled: false });
  });

  it("answers feature_locked when the plan lacks the declared feature, and never runs the body", async () => {
    const body = vi.fn(async () => ok("ran"));
    currentUser.mockResolvedValue(subscriber);
    plan.mockResolvedValue(DEFAULT_PERMISSIONS.trial);
    const rerun = userAction({ schema, feature: "riskDetector" }, body);
    expect(await rerun({ name: "x" })).toEqual({
      ok: false,
      code: "feature_locked",
      message: "plans.errors.featureLocked",
    });
    expect(body).not.toHaveBeenCalled();
    plan.mockResolvedValue(DEFAULT_PERMISSIONS.professional);
    expect(await rerun({ name: "x" })).toEqual({ ok: true, data: "ran" });
    // @ts-expect-error visitors have no plan: publicAction declares no feature.
    expect(publicAction({ schema, feature: "riskDetector" }, body)).toBeTypeOf("function");
  });

  it("needs every flag of a list, and reads a feature chosen by the bound arguments", async () => {
    currentUser.mockResolvedValue(subscriber);
    plan.mockResolvedValue({ ...DEFAULT_PERMISSIONS.trial, reports: true });
    const report = userAction({ schema, feature: ["reports", "pdfReports"] }, async () => ok(1));
    expect(await report({ name: "x" })).toMatchObject({ ok: false, code: "feature_locked" });
    plan.mockResolvedValue(DEFAULT_PERMISSIONS.basic);
    expect(await report({ name: "x" })).toEqual({ ok: true, data: 1 });

    const byTool = userAction(
      {
        args: [z.enum(["mei", "labor"])],
        schema,
        feature: ([tool]) => (tool === "mei" ? "meiChecker" : "laborSimulator"),
      },
      async ({ args: [tool] }) => ok(tool),
    );
    plan.mockResolvedValue(DEFAULT_PERMISSIONS.trial);
    expect(await byTool("mei", { name: "x" })).toEqual({ ok: true, data: "mei" });
    expect(await byTool("labor", { name: "x" })).toMatchObject({ ok: false, code: "feature_locked" });
  });

  it("a locked attempt does not count against the rate limit", async () => {
    currentUser.mockResolvedValue(subscriber);
    const rateLimit = [{ name: `locked-${Math.random()}`, limit: 1, key: () => "same" }];
    const action = userAction({ schema, feature: "aiAssistant", rateLimit }, async () => ok(true));
    plan.mockResolvedValue(DEFAULT_PERMISSIONS.trial);
    for (let i = 0; i < 3; i++) expect(await action({ name: "x" })).toMatchObject({ code: "feature_locked" });
    plan.mockResolvedValue(DEFAULT_PERMISSIONS.professional);
    expect(await action({ name: "x" })).toEqual({ ok: true, data: true });
  });

  it("applies the declared rate limit per key", async () => {
    const action = publicAction(
      { schema, rateLimit: [{ name: `test-${Math.random()}`, limit: 2, key: (input) => input.name }] },
      async () => ok(true),
    );
    expect((await action({ name: "a" })).ok).toBe(true);
    expect((await action({ name: "a" })).ok).toBe(true);
    expect(await action({ name: "a" })).toMatchObject({
      ok: false,
      code: "rate_limited",
      message: "auth.errors.rateLimitedFor",
      values: { minutes: 15 },
    });
    expect((await action({ name: "b" })).ok).toBe(true);
  });

  it("a burst of parallel failures cannot pass a failures-only limit together", async () => {
    const body = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fail("invalid_credentials");
    });
    const signIn = publicAction(
      {
        schema,
        rateLimit: [{ name: `burst-${Math.random()}`, limit: 3, key: (input) => input.name, counts: "failures" }],
      },
      body,
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => signIn({ name: "ana" })));
    expect(body).toHaveBeenCalledTimes(3);
    expect(results.filter((r) => !r.ok && r.code === "rate_limited")).toHaveLength(7);
  });

  it("a failures-only limit never locks out someone who succeeds, and a success clears the count", async () => {
    const bucket = `signin-${Math.random()}`;
    let password = "right";
    const signIn = publicAction(
      {
        schema,
        rateLimit: [{ name: bucket, limit: 3, key: (input) => input.name, counts: "failures", resetOnSuccess: true }],
      },
      async () => (password === "right" ? ok("in") : fail("invalid_credentials")),
    );
    for (let i = 0; i < 14; i++) expect((await signIn({ name: "ana" })).ok).toBe(true);
    password = "wrong";
    for (let i = 0; i < 2; i++) expect(await signIn({ name: "ana" })).toMatchObject({ code: "invalid_credentials" });
    password = "right";
    expect((await signIn({ name: "ana" })).ok).toBe(true);
    password = "wrong";
    for (let i = 0; i < 3; i++) expect(await signIn({ name: "ana" })).toMatchObject({ code: "invalid_credentials" });
    expect(await signIn({ name: "ana" })).toMatchObject({ code: "rate_limited" });
    password = "right";
    expect(await signIn({ name: "ana" })).toMatchObject({ code: "rate_limited" });
  });

  it("maps known failures once: AppError, TaxInputError, RLS refusal as the plan limit, unique violation on its field", async () => {
    const throwing = (error: unknown) =>
      publicAction(
        {
          schema,
          planLimit: "plans.errors.companyLimit",
          unique: { constraint: "companies_user_cnpj_key", field: "cnpj", message: "companies.errors.cnpjTaken" },
        },
        async () => {
          throw error;
        },
      );
    expect(await throwing(new AppError("not_found", "simulations.errors.notFound"))({ name: "x" })).toEqual(
      fail("not_found", "simulations.errors.notFound"),
    );
    expect(await throwing(new TaxInputError("NEGATIVE", "salary"))({ name: "x" })).toEqual(
      fail("invalid_input", "tools.errors.invalidInput"),
    );
    const rls = Object.assign(new Error("query failed"), {
      cause: { code: "42501", message: 'new row violates row-level security policy for table "companies"' },
    });
    expect(await throwing(rls)({ name: "x" })).toEqual(fail("plan_limit", "plans.errors.companyLimit"));
    const unique = {
      code: "23505",
      message: 'duplicate key value violates unique constraint "companies_user_cnpj_key"',
    };
    expect(await throwing(unique)({ name: "x" })).toEqual(
      fail("conflict", "companies.errors.cnpjTaken", { cnpj: "companies.errors.cnpjTaken" }),
    );
  });

  it("answers a database that is down or went away as unavailable, with its own message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const throwing = (error: unknown) =>
      publicAction({ schema }, async () => {
        throw error;
      });
    const refused = Object.assign(new Error("Failed query: select 1"), {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    });
    const closed = Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), { code: "CONNECTION_CLOSED" });
    const shutdown = { code: "57P01", message: "terminating connection due to administrator command" };
    for (const error of [refused, closed, shutdown])
      expect(await throwing(error)({ name: "x" })).toEqual(fail("unavailable", "outage.database"));
    expect(await throwing(Object.assign(new Error("syntax"), { code: "42601" }))({ name: "x" })).toEqual(
      fail("internal"),
    );
    warn.mockRestore();
  });

  it("answers an unexpected error as internal without its text, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const action = publicAction({ schema }, async () => {
      throw new Error("password=hunter2 leaked");
    });
    const result = await action({ name: "x" });
    expect(result).toEqual(fail("internal"));
    expect(JSON.stringify(result)).not.toContain("hunter2");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("lets Next's redirect through", async () => {
    const { redirect } = await import("next/navigation");
    const action = publicAction({ schema: z.unknown() }, async () => redirect("/"));
    await expect(action(undefined)).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
  });
});
