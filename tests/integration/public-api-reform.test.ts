import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/handles";
import { runWithRls } from "@/lib/db/rls";
import { systemSettings } from "@/lib/db/schema";
import { REFERENCE_SCENARIOS } from "@/lib/tax";
import type { ReformResult } from "@/lib/tax/reform/types";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// POST /api/v1/calculations/reforma_tributaria end to end below HTTP: the tool's own form schema, the server's
// reference-rate scenarios (the admin's official rate first once set), problem+json in pt-BR, the plan flag, and
// the OpenAPI document listing it.

let current: OwnerDb | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current }));

const { createApiKey } = await import("@/lib/api/keys");
const calculationRoute = await import("@/app/api/v1/calculations/[name]/route");
const { openApiDocument } = await import("@/lib/api/openapi");
const { OFFICIAL_RATE_SETTING } = await import("@/lib/settings/reference-rate-schema");

const PATH = "/calculations/reforma_tributaria";
const calculate = (key: string, body: unknown) =>
  calculationRoute.POST(
    new Request(`http://127.0.0.1/api/v1${PATH}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "x-tributo-peer-address": "192.0.2.31",
        "content-type": "application/json",
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ name: "reforma_tributaria" }) as Promise<never> },
  );

const simples = (over: Record<string, unknown> = {}) => ({
  companyId: "",
  regime: "simples",
  activity: "comercio",
  annex: "I",
  monthlyRevenue: "50.000,00",
  rbt12: "600.000,00",
  creditingBuyersPercent: "80",
  purchasesRegular: "20.000,00",
  purchasesSimples: "",
  reduction: "none",
  priceConvention: "net",
  icmsPercent: "",
  issPercent: "",
  scenarioId: "",
  ...over,
});

beforeAll(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterAll(() => vi.restoreAllMocks());

describeOnEachDatabase("public API: the reform calculation", (ctx) => {
  let user: TestUser, key: string;

  beforeAll(async () => {
    current = ctx().db;
    user = await ctx().createUser({ plan: "enterprise" });
    key = (await runWithRls(ctx().db, user.claims, (tx) => createApiKey(tx, user.id, "ERP reforma"))).secret;
  });

  it("computes a Simples company's 2026–2033 with the por dentro / por fora decision under every scenario, the main one named with source and date", async () => {
    current = ctx().db;
    const response = await calculate(key, simples());
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ calculation: "reforma_tributaria" });
    const result = body.data.result as ReformResult;
    expect(result.years.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
    const main = REFERENCE_SCENARIOS.find((s) => s.id === "fazenda_2024")!;
    expect(result.scenario).toMatchObject({
      id: main.id,
      name: main.name,
      source: main.source,
      date: main.date,
      official: false,
    });
    expect(result.simplesOption?.perScenario.map((o) => o.scenario.id).sort()).toEqual(
      REFERENCE_SCENARIOS.map((s) => s.id).sort(),
    );
    expect(result.nextWindow?.semester).toBe("2027-2");
    expect(JSON.stringify(result.steps)).toMatch(/LC 214/);

    // Another scenario chosen by id becomes the main one.
    const other = REFERENCE_SCENARIOS.find((s) => s.id !== main.id)!;
    const chosen = await (await calculate(key, simples({ scenarioId: other.id }))).json();
    expect(chosen.data.result.scenario.id).toBe(other.id);
  });

  it("answers problem+json in pt-BR: 422 with each bad field, an unknown scenario refused, invalid JSON 400", async () => {
    current = ctx().db;
    const invalid = await calculate(key, simples({ creditingBuyersPercent: "150", regime: "mei" }));
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toBe("application/problem+json");
    const problem = await invalid.json();
    expect(problem.errors, JSON.stringify(problem)).toEqual({
      regime: "Campo obrigatório.",
      creditingBuyersPercent: "Percentual inválido ou fora da faixa permitida.",
    });
    const badMoney = await (await calculate(key, simples({ monthlyRevenue: "abc" }))).json();
    expect(badMoney.errors).toEqual({ monthlyRevenue: "Valor inválido. Use o formato 1.234,56." });

    const unknownScenario = await calculate(key, simples({ scenarioId: "inventado" }));
    expect(unknownScenario.status).toBe(422);
    expect(unknownScenario.headers.get("content-type")).toBe("application/problem+json");
    expect((await unknownScenario.json()).errors).toEqual({
      scenarioId: "Não foi possível calcular com esses dados. Confira os valores.",
    });

    const badJson = await calculate(key, "{nope");
    expect(badJson.status).toBe(400);
  });

  it("uses the admin's official rate first once it is set", async () => {
    current = ctx().db;
    const official = {
      cbsPercent: 8.9,
      ibsPercent: 17.8,
      act: "Resolução do Senado Federal nº 98/2026",
      date: "2026-12-11",
    };
    await ctx()
      .db.insert(systemSettings)
      .values({ settingKey: OFFICIAL_RATE_SETTING, settingValue: JSON.stringify(official) })
      .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: JSON.stringify(official) } });
    try {
      const body = await (await calculate(key, simples())).json();
      expect(body.data.result.scenario).toMatchObject({
        official: true,
        source: expect.stringContaining("98/2026"),
        date: "2026-12-11",
      });
    } finally {
      await ctx().exec.query("delete from public.system_settings where setting_key = $1", [OFFICIAL_RATE_SETTING]);
    }
  });

  it("is gated by the plan flag reformaTributaria, like the tool", async () => {
    current = ctx().db;
    await ctx().exec.query(
      "update public.subscription_plans set permissions = permissions || '{\"reformaTributaria\": false}'::jsonb where slug = 'enterprise'",
    );
    try {
      const locked = await calculate(key, simples());
      expect(locked.status).toBe(403);
      expect(locked.headers.get("content-type")).toBe("application/problem+json");
    } finally {
      await ctx().exec.query(
        "update public.subscription_plans set permissions = permissions || '{\"reformaTributaria\": true}'::jsonb where slug = 'enterprise'",
      );
    }
    expect((await calculate(key, simples())).status).toBe(200);
  });

  it("is listed in the OpenAPI document with the tool's schema", () => {
    const doc = openApiDocument();
    const op = doc.paths[`/api/v1${PATH}`]?.post as { summary: string; requestBody: unknown } | undefined;
    expect(op?.summary).toMatch(/Reforma tributária/);
    const schema = doc.components.schemas.Calculation_reforma_tributaria as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["regime", "creditingBuyersPercent", "reduction", "scenarioId"]),
    );
  });
});
