import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { OwnerDb } from "@/lib/db/client";

// The route-handler pipeline in isolation: who may call, in which order the checks run, and how each failure is
// answered. The pieces it calls (session, switches, rate-limit store, database) are stand-ins here; the routes'
// own tests (tests/integration/public-api, billing-reconcile, webhook-*) run it against a real database.

const state = vi.hoisted(() => ({
  claims: null as { sub: string; role: "authenticated" } | null,
  userType: "subscriber" as "subscriber" | "admin",
  maintenance: false,
  waits: {} as Record<string, number>,
  cronSecret: undefined as string | undefined,
  dbOpened: 0,
  apiAccess: true,
  twoFactor: { required: false, enabled: false },
}));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({
  getClaims: async () => state.claims,
  getCurrentUser: async () =>
    state.claims ? { claims: state.claims, profile: { id: state.claims.sub, userType: state.userType } } : null,
}));
vi.mock("@/lib/auth/admin-two-factor", () => ({
  adminTwoFactorRequired: async () => state.twoFactor.required,
  adminTwoFactorState: async () => state.twoFactor,
}));
vi.mock("@/lib/settings/switches", () => ({ readSwitches: async () => ({ maintenance: state.maintenance }) }));
vi.mock("@/lib/db/client", () => ({
  getDb: async () => {
    state.dbOpened += 1;
    return {} as OwnerDb;
  },
}));
vi.mock("@/lib/db/rate-limits", () => ({ take: async (rule: { name: string }) => state.waits[rule.name] ?? 0 }));
vi.mock("@/lib/db/rls", () => ({ withRls: async (_claims: unknown, fn: (tx: unknown) => unknown) => fn({}) }));
vi.mock("@/lib/api/keys", () => ({
  authenticateApiKey: async (_db: unknown, secret: string) =>
    secret === "tc_live_good" ? { keyId: "key-1", userId: "00000000-0000-4000-8000-000000000001" } : null,
}));
vi.mock("@/lib/plans/queries", () => ({ getMyPermissions: async () => ({ apiAccess: state.apiAccess }) }));
vi.mock("@/lib/plans/permissions", () => ({
  hasFeature: (permissions: Record<string, boolean>, flag: string) => permissions[flag] === true,
}));
vi.mock("@/lib/security/client-address", () => ({
  clientAddressOf: () => "192.0.2.1",
  clientNetworkOf: () => "192.0.2.1",
}));
vi.mock("@/lib/env", () => ({ env: () => ({ CRON_SECRET: state.cronSecret }) }));

const { routeHandler, apiRoute, idParams } = await import("./index");
const { AppError } = await import("@/lib/errors");

const request = (init: RequestInit & { url?: string } = {}) => new Request(init.url ?? "http://127.0.0.1/x", init);
const ok = async () => Response.json({ ok: true });

beforeEach(() => {
  Object.assign(state, {
    claims: null,
    userType: "subscriber",
    maintenance: false,
    waits: {},
    cronSecret: undefined,
    dbOpened: 0,
    apiAccess: true,
    twoFactor: { required: false, enabled: false },
  });
});

describe("routeHandler: callers", () => {
  it("session: 401 problem+json without a session, the handler with the claims otherwise", async () => {
    const route = routeHandler({ auth: "session" }, async ({ claims }) => Response.json({ sub: claims.sub }));
    const refused = await route(request());
    expect(refused.status).toBe(401);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(await refused.json()).toMatchObject({ code: "unauthenticated", status: 401, detail: expect.any(String) });
    state.claims = { sub: "00000000-0000-4000-8000-000000000002", role: "authenticated" };
    expect(await (await route(request())).json()).toEqual({ sub: state.claims.sub });
  });

  it("admin: 401 signed out, 403 for a subscriber, the handler for an administrator", async () => {
    const route = routeHandler({ auth: "admin" }, ok);
    expect((await route(request())).status).toBe(401);
    state.claims = { sub: "00000000-0000-4000-8000-000000000003", role: "authenticated" };
    expect((await route(request())).status).toBe(403);
    state.userType = "admin";
    expect((await route(request())).status).toBe(200);
  });

  it("admin: 403 for an administrator without the second factor the setting requires; the handler once enrolled", async () => {
    const handler = vi.fn(ok);
    const route = routeHandler({ auth: "admin" }, handler);
    state.claims = { sub: "00000000-0000-4000-8000-000000000004", role: "authenticated" };
    state.userType = "admin";
    state.twoFactor = { required: true, enabled: false };
    const refused = await route(request());
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toMatch(/verificação em duas etapas é obrigatória/);
    expect(handler).not.toHaveBeenCalled();
    state.twoFactor = { required: true, enabled: true };
    expect((await route(request())).status).toBe(200);
    state.twoFactor = { required: false, enabled: false };
    expect((await route(request())).status).toBe(200);
  });

  it("cron: 404 while CRON_SECRET is unset, 401 with WWW-Authenticate for a wrong bearer; the database opened only after", async () => {
    const route = routeHandler({ auth: "cron" }, ok);
    const bearer = (value: string) => request({ method: "POST", headers: { authorization: value } });
    expect((await route(bearer("Bearer whatever-secret-value"))).status).toBe(404);
    state.cronSecret = "a-cron-secret-of-24-chars";
    const wrong = await route(bearer("Bearer a-cron-secret-of-24-charz"));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toBe('Bearer realm="jobs"');
    // The scheduler's own message, not a signed-in user's "Sua sessão expirou".
    const { detail } = await wrong.json();
    expect(detail).toMatch(/CRON_SECRET/);
    expect(detail).not.toMatch(/sessão/);
    expect(state.dbOpened).toBe(0);
    expect((await route(bearer(`Bearer ${state.cronSecret}`))).status).toBe(200);
    expect(state.dbOpened).toBe(1);
  });

  it("cron: wrong secrets past the address's limit answer 429 with Retry-After; the right secret still runs", async () => {
    const route = routeHandler({ auth: "cron" }, ok);
    const bearer = (value: string) => request({ method: "POST", headers: { authorization: value } });
    state.cronSecret = "a-cron-secret-of-24-chars";
    state.waits["cron-auth-fail-ip"] = 90;
    const limited = await route(bearer("Bearer guess-guess-guess-guess"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("90");
    expect((await limited.json()).detail).toMatch(/90 segundos/);
    expect((await route(bearer(`Bearer ${state.cronSecret}`))).status).toBe(200);
  });

  it("webhook: the body cap answers 413 before the token is read; a wrong token 401, past the limit 429", async () => {
    const secret = vi.fn(() => "the-token");
    const refusals = { name: "test-refusals", limit: 2, windowMs: 60_000 };
    const route = routeHandler(
      { auth: { kind: "webhook", header: "x-token", secret, refusals }, bodyLimit: 8 },
      async ({ body }) => Response.json({ body }),
    );
    const post = (token: string, body: string) => request({ method: "POST", headers: { "x-token": token }, body });
    expect((await route(post("the-token", "more than eight bytes"))).status).toBe(413);
    expect(secret).not.toHaveBeenCalled();
    expect((await route(post("wrong", "{}"))).status).toBe(401);
    state.waits["test-refusals"] = 60;
    const limited = await route(post("wrong", "{}"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await (await route(post("the-token", "{}"))).json()).toEqual({ body: "{}" });
  });

  it("apiKey: maintenance 503 first, then the key, its limit and the plan flag", async () => {
    const route = apiRoute(async ({ claims }) => Response.json({ sub: claims.sub }));
    const call = (key?: string) => route(request({ headers: key ? { authorization: `Bearer ${key}` } : {} }));
    state.maintenance = true;
    const closed = await call("tc_live_good");
    expect(closed.status).toBe(503);
    expect(closed.headers.get("retry-after")).toBe("60");
    state.maintenance = false;
    const missing = await call();
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    state.waits["api-auth-fail-ip"] = 30;
    expect((await call("tc_live_bad")).status).toBe(429);
    expect((await call("tc_live_good")).status).toBe(200);
    state.waits["api-key"] = 12;
    const limited = await call("tc_live_good");
    expect(limited.status).toBe(429);
    expect((await limited.json()).detail).toContain("12 segundos");
    state.waits["api-key"] = 0;
    state.apiAccess = false;
    expect(await (await call("tc_live_good")).json()).toMatchObject({ status: 403, code: "feature_locked" });
  });
});

describe("routeHandler: failures, mapped once", () => {
  const failing = (error: unknown, options: { planLimit?: "api.errors.companyLimit" } = {}) =>
    routeHandler({ auth: "visitor", ...options }, async () => {
      throw error;
    })(request());

  it("an AppError keeps its code, its message and its fields as pt-BR texts", async () => {
    const response = await failing(
      new AppError("invalid_input", "api.errors.invalidInput", { cnpj: "companies.errors.cnpjTaken" }),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({ code: "invalid_input", status: 422 });
    expect(body.errors.cnpj).toMatch(/CNPJ/);
  });

  it("the database unreachable: 503 with Retry-After", async () => {
    const response = await failing(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
  });

  it("a row-level security refusal is the declared plan limit, and only when declared", async () => {
    const rls = Object.assign(new Error('new row violates row-level security policy for table "companies"'), {
      code: "42501",
    });
    expect(await (await failing(rls, { planLimit: "api.errors.companyLimit" })).json()).toMatchObject({
      code: "plan_limit",
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await failing(rls)).status).toBe(500);
  });

  it("anything else: 500 with a reference, never the error's text", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await failing(new Error("secret connection string postgres://u:p@host"));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.code).toBe("internal");
    expect(JSON.stringify(body)).not.toContain("postgres://");
    const reference = /\b([0-9a-f]{8})\b/.exec(body.detail)?.[1];
    expect(reference).toBeDefined();
    expect(String(log.mock.calls.at(-1)?.[0])).toContain(reference);
    log.mockRestore();
  });

  it("a declared rate limit answers 429 before the handler runs", async () => {
    const handler = vi.fn(ok);
    const limit = { name: "test-limit", limit: 1, windowMs: 60_000 };
    const route = routeHandler({ auth: "visitor", rateLimit: [{ limit, key: ({ ip }) => ip }] }, handler);
    state.waits["test-limit"] = 120;
    const limited = await route(request());
    expect(limited.status).toBe(429);
    expect((await limited.json()).detail).toContain("2 minutos");
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("routeHandler: params, input and a session's plan", () => {
  const signedIn = () => (state.claims = { sub: "00000000-0000-4000-8000-000000000003", role: "authenticated" });
  const segments = (id: string) => ({ params: Promise.resolve({ id }) });

  it("params: segments that do not fit answer 404 after the caller is known; the parsed ones reach the handler", async () => {
    const route = routeHandler({ auth: "session", params: idParams }, async ({ params }) => Response.json(params));
    expect((await route(request(), segments("../etc"))).status).toBe(401);
    signedIn();
    const refused = await route(request(), segments("../etc"));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: "not_found" });
    const id = "00000000-0000-4000-8000-0000000000aa";
    expect(await (await route(request(), segments(id))).json()).toEqual({ id });
  });

  it("input: 400 for no JSON object, 422 with each field's pt-BR message, the parsed value otherwise", async () => {
    const schema = z.object({ name: z.string().min(2, "validation.required"), n: z.coerce.number() });
    const route = routeHandler({ auth: "session", input: schema }, async ({ input }) => Response.json(input));
    signedIn();
    const post = (body: string) => route(request({ method: "POST", body }));
    for (const body of ["", "{", "[1]", "null", '"x"']) {
      const refused = await post(body);
      expect(refused.status, body).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "bad_request" });
    }
    const invalid = await post(JSON.stringify({ name: "a", n: "3" }));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ code: "invalid_input", errors: { name: "Campo obrigatório." } });
    expect(await (await post(JSON.stringify({ name: "Ana", n: "3" }))).json()).toEqual({ name: "Ana", n: 3 });
    // A body past the limit is refused before anything else.
    expect((await post(JSON.stringify({ name: "x".repeat(70 * 1024), n: 1 }))).status).toBe(413);
  });

  it("feature: a session without the plan's flags gets 403 feature_locked, with one it runs", async () => {
    const route = routeHandler({ auth: "session", feature: { flag: ["apiAccess"] } }, ok);
    signedIn();
    state.apiAccess = false;
    const refused = await route(request());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "feature_locked" });
    state.apiAccess = true;
    expect((await route(request())).status).toBe(200);
  });
});
