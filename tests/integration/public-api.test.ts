import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/handles";
import { runWithRls } from "@/lib/db/rls";
import { apiKeys, companies, profiles, systemSettings } from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf, type TestUser } from "../helpers/db";

// The public API end to end below HTTP: the route handlers of /api/v1 with real keys on a real database.

let current: OwnerDb | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current }));

const { createApiKey } = await import("@/lib/api/keys");
// The route handlers themselves: the pipeline (lib/route-handler) around the handlers of lib/api.
const companiesRoute = await import("@/app/api/v1/companies/route");
const companyRoute = await import("@/app/api/v1/companies/[id]/route");
const calculationRoute = await import("@/app/api/v1/calculations/[name]/route");
const simulationsRoute = await import("@/app/api/v1/simulations/route");
const reportsRoute = await import("@/app/api/v1/reports/route");
const reportPdfRoute = await import("@/app/api/v1/reports/[id]/pdf/route");
const { forgetSwitches } = await import("@/lib/settings/switches");

const BASE = "http://127.0.0.1/api/v1";
const call = (
  handler: (r: Request, c?: { params: Promise<never> }) => Promise<Response>,
  init: { key?: string; method?: string; path?: string; body?: unknown; params?: object; ip?: string },
) =>
  handler(
    new Request(`${BASE}${init.path ?? "/companies"}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
        "x-tributo-peer-address": init.ip ?? "192.0.2.10",
        "content-type": "application/json",
      },
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    }),
    { params: Promise.resolve(init.params ?? {}) as Promise<never> },
  );

const company = (name: string, cnpj: string) => ({
  name,
  cnpj,
  regime: "simples_nacional",
  activity: "servicos_gerais",
  state: "SP",
  issRate: "",
  revenueMode: "annual",
  annualRevenue: "480.000,00",
  monthlyRevenues: Array(12).fill(""),
  payrollMonthly: "",
  proLaboreMonthly: "",
  employees: "",
  status: "ativa",
  openedOn: "",
  partners: "",
  dividendsMonthly: "",
});

beforeAll(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterAll(() => vi.restoreAllMocks());

describeOnEachDatabase("public API /api/v1", (ctx) => {
  let a: TestUser, b: TestUser, keyA: string, keyB: string;

  beforeAll(async () => {
    current = ctx().db;
    a = await ctx().createUser({ plan: "enterprise" });
    b = await ctx().createUser({ plan: "enterprise" });
    keyA = (await runWithRls(ctx().db, a.claims, (tx) => createApiKey(tx, a.id, "ERP"))).secret;
    keyB = (await runWithRls(ctx().db, b.claims, (tx) => createApiKey(tx, b.id, "Planilha"))).secret;
  });

  it("stores only the key's hash and a visible prefix", async () => {
    const rows = await ctx().db.select().from(apiKeys).where(eq(apiKeys.userId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].keyHash).not.toContain(keyA.slice(8));
    expect(keyA.startsWith(rows[0].prefix)).toBe(true);
  });

  it("creates, reads, replaces and deletes a company with the form's schema; user B's key never sees it", async () => {
    current = ctx().db;
    const created = await call(companiesRoute.POST, {
      key: keyA,
      method: "POST",
      body: company("Padaria da Ana", "11.222.333/0001-81"),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ name: "Padaria da Ana", regime: "simples_nacional" });

    expect((await (await call(companiesRoute.GET, { key: keyA })).json()).data).toHaveLength(1);
    expect((await (await call(companiesRoute.GET, { key: keyB })).json()).data).toEqual([]);
    expect((await call(companyRoute.GET, { key: keyB, params: { id: data.id } })).status).toBe(404);
    expect((await call(companyRoute.DELETE, { key: keyB, method: "DELETE", params: { id: data.id } })).status).toBe(
      404,
    );

    const replaced = await call(companyRoute.PUT, {
      key: keyA,
      method: "PUT",
      params: { id: data.id },
      body: company("Padaria Nova", "11.222.333/0001-81"),
    });
    expect((await replaced.json()).data.name).toBe("Padaria Nova");
    expect((await call(companyRoute.DELETE, { key: keyA, method: "DELETE", params: { id: data.id } })).status).toBe(
      204,
    );
    expect(await ctx().db.select().from(companies).where(eq(companies.id, data.id))).toEqual([]);
  });

  it("answers problem+json in pt-BR: invalid JSON 400, invalid fields 422 with errors, unknown ids 404", async () => {
    current = ctx().db;
    const badJson = await call(companiesRoute.POST, { key: keyA, method: "POST", body: "{nope" });
    expect(badJson.status).toBe(400);
    expect(badJson.headers.get("content-type")).toBe("application/problem+json");
    expect(await badJson.json()).toMatchObject({
      status: 400,
      code: "bad_request",
      detail: expect.stringContaining("JSON"),
    });

    const invalid = await call(companiesRoute.POST, {
      key: keyA,
      method: "POST",
      body: { ...company("", "123"), employees: 3 },
    });
    expect(invalid.status).toBe(422);
    const problem = await invalid.json();
    expect(problem.errors, JSON.stringify(problem)).toEqual({
      name: "Campo obrigatório.",
      cnpj: "CNPJ inválido. Confira os 14 caracteres.",
      employees: "Confira os campos destacados.",
    });
    const badMoney = await call(companiesRoute.POST, {
      key: keyA,
      method: "POST",
      body: { ...company("Loja", "11.222.333/0001-81"), annualRevenue: "abc" },
    });
    expect((await badMoney.json()).errors).toEqual({ annualRevenue: "Valor inválido. Use o formato 1.234,56." });
    expect((await call(companyRoute.GET, { key: keyA, params: { id: "não-é-uuid" } })).status).toBe(404);
    expect(
      (
        await call(calculationRoute.POST, {
          key: keyA,
          method: "POST",
          path: "/calculations/x",
          params: { name: "x" },
          body: {},
        })
      ).status,
    ).toBe(404);
  });

  it("runs a calculation with the engine and returns its memória with legal sources", async () => {
    current = ctx().db;
    const response = await call(calculationRoute.POST, {
      key: keyA,
      method: "POST",
      path: "/calculations/mei",
      params: { name: "mei" },
      body: {
        activity: "comercio",
        monthlyRevenue: "5.000,00",
        startDate: "",
        employees: "0",
        employeeSalary: "",
        hasPartner: false,
        ownsOtherCompany: false,
        year: "2026",
      },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ calculation: "mei", year: 2026 });
    expect(JSON.stringify(body.data.result)).toMatch(/LC 123/);
  });

  it("refuses a missing, wrong or revoked key with 401, and a plan without apiAccess with 403", async () => {
    current = ctx().db;
    expect((await call(companiesRoute.GET, {})).status).toBe(401);
    expect((await call(companiesRoute.GET, { key: "tc_live_" + "x".repeat(32) })).status).toBe(401);

    const c = await ctx().createUser({ plan: "enterprise" });
    const keyC = (await runWithRls(ctx().db, c.claims, (tx) => createApiKey(tx, c.id, "Temporária"))).secret;
    expect((await call(companiesRoute.GET, { key: keyC })).status).toBe(200);
    await ctx().db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.userId, c.id));
    const revoked = await call(companiesRoute.GET, { key: keyC });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).detail).toBe("Chave de API inválida ou revogada.");

    const d = await ctx().createUser({ plan: "enterprise" });
    const keyD = (await runWithRls(ctx().db, d.claims, (tx) => createApiKey(tx, d.id, "Rebaixada"))).secret;
    await ctx().exec.query(
      "update public.profiles set subscription_status = 'basic', plan_id = (select id from public.subscription_plans where slug = 'basic') where id = $1",
      [d.id],
    );
    const locked = await call(companiesRoute.GET, { key: keyD });
    expect(locked.status).toBe(403);
    expect((await locked.json()).detail).toContain("Enterprise");
  });

  it("lists the key owner's reports and downloads the PDF only when Concluído; user B's key gets 404", async () => {
    current = ctx().db;
    const pdf = Buffer.from("%PDF-1.7\n%teste\n");
    const [done] = await ctx().exec.query<{ id: string }>(
      "insert into public.reports (user_id, title, type, status) values ($1, 'Relatório de teste', 'simulation', 'completed') returning id::text as id",
      [a.id],
    );
    await ctx().exec.query(
      "insert into public.report_files (report_id, user_id, content, size_bytes, sha256) values ($1, $2, $3, $4, repeat('a', 64))",
      [done.id, a.id, pdf, pdf.length],
    );
    const [pending] = await ctx().exec.query<{ id: string }>(
      "insert into public.reports (user_id, title, type, status) values ($1, 'Em geração', 'simulation', 'processing') returning id::text as id",
      [a.id],
    );

    const list = await call(reportsRoute.GET, { key: keyA, path: "/reports" });
    expect(list.status).toBe(200);
    const { data } = await list.json();
    expect(data.map((r: { id: string; status: string }) => [r.id, r.status]).sort()).toEqual(
      [
        [done.id, "completed"],
        [pending.id, "processing"],
      ].sort(),
    );
    expect(JSON.stringify(data)).not.toContain(a.id);
    const others = await (await call(reportsRoute.GET, { key: keyB, path: "/reports" })).json();
    expect(others.data).toEqual([]);

    const file = await call(reportPdfRoute.GET, {
      key: keyA,
      path: `/reports/${done.id}/pdf`,
      params: { id: done.id },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    const notReady = await call(reportPdfRoute.GET, {
      key: keyA,
      path: `/reports/${pending.id}/pdf`,
      params: { id: pending.id },
    });
    expect(notReady.status).toBe(409);
    expect(notReady.headers.get("content-type")).toBe("application/problem+json");
    expect((await notReady.json()).detail).toMatch(/ainda não está pronto/);
    for (const [key, id] of [
      [keyB, done.id],
      [keyA, "nao-e-uuid"],
    ]) {
      const refused = await call(reportPdfRoute.GET, { key, path: `/reports/${id}/pdf`, params: { id } });
      expect(refused.status).toBe(404);
      expect(refused.headers.get("content-type")).toBe("application/problem+json");
    }
    expect((await call(reportsRoute.GET, { path: "/reports" })).status).toBe(401);
  });

  it("refuses key creation to a plan without apiAccess (the database's own policy)", async () => {
    const trial = await ctx().createUser({ plan: "trial" });
    expect(
      await failureOf(() => runWithRls(ctx().db, trial.claims, (tx) => createApiKey(tx, trial.id, "Não pode"))),
    ).toMatch(/row-level security/);
    expect(await ctx().db.select().from(profiles).where(eq(profiles.id, trial.id))).toHaveLength(1);
  });

  it(`limits each key to its requests per minute (429 + Retry-After), not the others`, async () => {
    current = ctx().db;
    const { API_REQUESTS_PER_MINUTE } = await import("@/lib/api/limits");
    const e = await ctx().createUser({ plan: "enterprise" });
    const keyE = (await runWithRls(ctx().db, e.claims, (tx) => createApiKey(tx, e.id, "Rajada"))).secret;
    for (let i = 0; i < API_REQUESTS_PER_MINUTE; i++)
      expect((await call(simulationsRoute.GET, { key: keyE, path: "/simulations" })).status).toBe(200);
    const limited = await call(simulationsRoute.GET, { key: keyE, path: "/simulations" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(simulationsRoute.GET, { key: keyB, path: "/simulations" })).status).toBe(200);
  });

  it("limits wrong keys per address, whatever key is tried; a valid key from that address still passes", async () => {
    current = ctx().db;
    const ip = "198.51.100.77";
    for (let i = 0; i < 30; i++)
      expect((await call(companiesRoute.GET, { key: `tc_live_${String(i).padStart(32, "y")}`, ip })).status).toBe(401);
    expect((await call(companiesRoute.GET, { key: `tc_live_${"z".repeat(32)}`, ip })).status).toBe(429);
    expect((await call(companiesRoute.GET, { ip })).status).toBe(429);
    // The key is checked first and only refusals count: the owner's valid key is never refused for others' failures.
    for (let i = 0; i < 3; i++) expect((await call(companiesRoute.GET, { key: keyA, ip })).status).toBe(200);
    expect((await call(companiesRoute.GET, { key: keyA })).status).toBe(200);
  });

  it("answers 503 with its pt-BR detail while the admins keep the app in maintenance, and works again after", async () => {
    current = ctx().db;
    const setMaintenance = async (on: boolean) => {
      await ctx()
        .db.insert(systemSettings)
        .values({ settingKey: "maintenance_mode", settingValue: String(on) })
        .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: String(on) } });
      forgetSwitches();
    };
    await setMaintenance(true);
    try {
      const closed = await call(companiesRoute.GET, { key: keyA });
      expect(closed.status).toBe(503);
      expect(closed.headers.get("content-type")).toBe("application/problem+json");
      expect(closed.headers.get("retry-after")).toBe("60");
      expect((await closed.json()).detail).toMatch(/em manutenção/);
    } finally {
      await setMaintenance(false);
    }
    expect((await call(companiesRoute.GET, { key: keyA })).status).toBe(200);
  });
});
