import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { createTranslator } from "next-intl";
import { dataTools } from "@/lib/ai/data-tools";
import messages from "@/messages/pt-BR.json";
import { resolveAiSettings } from "@/lib/ai/settings";
import type { OwnerDb } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";
import { decryptSetting, encryptSetting } from "@/lib/security/settings-cipher";
import { startOpenAiDouble, type OpenAiDouble } from "../doubles/openai-double";
import { REFERENCE_SCENARIOS } from "@/lib/tax/reform/scenarios";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// The chat route handler end to end: a real database (PGlite and PostgreSQL), the real OpenAI provider of the
// AI SDK pointed at a local chat-completions double, the key from the environment or from the encrypted
// setting, streaming, storage of both messages, limits, plan gating and the provider failures. The pipeline's part
// (session, plan flag, address limit, body) is run through the route itself, the session read from `caller`.

let current: OwnerDb | null = null;
let caller: TestUser | null = null;
vi.mock("@/lib/db/client", () => ({ getDb: async () => current }));
vi.mock("@/lib/auth/session", () => ({
  getClaims: async () => caller?.claims ?? null,
  getCurrentUser: async () => null,
}));

const { answerChat } = await import("@/lib/ai/chat");
const { POST } = await import("@/app/api/ai/chat/route");

const KEY = randomBytes(32);
const ENV_VARS = [
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
  "SETTINGS_ENCRYPTION_KEY",
  "AI_DAILY_MESSAGE_LIMIT",
  "AI_MONTHLY_MESSAGE_LIMIT",
] as const;
const saved = Object.fromEntries(ENV_VARS.map((k) => [k, process.env[k]]));
let double: OpenAiDouble;

beforeAll(async () => {
  double = await startOpenAiDouble();
});
afterAll(async () => {
  await double.close();
  for (const k of ENV_VARS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
});

function setEnv(values: Partial<Record<(typeof ENV_VARS)[number], string>>) {
  for (const k of ENV_VARS) delete process.env[k];
  Object.assign(process.env, { SETTINGS_ENCRYPTION_KEY: KEY.toString("base64"), ...values });
  resetEnvCache();
}

type Chunk = {
  type: string;
  delta?: string;
  errorText?: string;
  messageMetadata?: { grounding?: { amounts: { text: string; verified: boolean }[] } };
};

async function chunksOf(response: Response): Promise<Chunk[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .map((e) => e.replace(/^data: /, "").trim())
    .filter((d) => d && d !== "[DONE]")
    .map((d) => JSON.parse(d) as Chunk);
}

const textOf = (chunks: Chunk[]) =>
  chunks
    .filter((c) => c.type === "text-delta")
    .map((c) => c.delta)
    .join("");

function ask(
  user: TestUser,
  db: OwnerDb,
  text: string,
  conversationId = randomUUID(),
  extra: { retry?: boolean; timeoutMs?: number } = {},
) {
  return answerChat(
    user.claims,
    { conversationId, text, retry: extra.retry ?? false },
    { db, timeoutMs: extra.timeoutMs },
  );
}

/** A POST to /api/ai/chat as `user` (null: signed out) from `address`, through the route-handler pipeline. */
function post(user: TestUser | null, body: unknown, address = "203.0.113.200") {
  caller = user;
  return POST(
    new Request("http://localhost/api/ai/chat", {
      method: "POST",
      headers: { "x-tributo-peer-address": address },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const QUESTION = "Quanto pago de DAS com faturamento de R$ 30 mil por mês em comércio?";

describeOnEachDatabase("AI assistant chat route", (ctx) => {
  beforeEach(() => {
    current = ctx().db;
    setEnv({});
    double.script([{ text: "Olá." }]);
  });

  async function storedMessages(conversationId: string) {
    return ctx()
      .db.select()
      .from(t.aiMessages)
      .where(eq(t.aiMessages.conversationId, conversationId))
      .orderBy(t.aiMessages.createdAt);
  }

  it("model mode, key from the environment: streams a two-step tool round trip and stores both messages", async () => {
    setEnv({ OPENAI_API_KEY: "sk-env-key", OPENAI_BASE_URL: double.baseUrl, OPENAI_MODEL: "double-model" });
    double.script([
      { toolCall: { name: "simples_das", arguments: { activity: "comercio", monthRevenue: "30.000,00" } } },
      { text: "O DAS é de R$ 1.695,01 por mês (LC 123/2006). Por ano, R$ 25.000,00." },
    ]);
    const user = await ctx().createUser({ plan: "professional" });
    const conversationId = randomUUID();
    const response = await ask(user, ctx().db, QUESTION, conversationId);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const chunks = await chunksOf(response);

    expect(double.requests).toHaveLength(2);
    expect(double.requests.map((r) => [r.path, r.authorization, r.body.model, r.body.stream])).toEqual([
      ["/v1/chat/completions", "Bearer sk-env-key", "double-model", true],
      ["/v1/chat/completions", "Bearer sk-env-key", "double-model", true],
    ]);
    expect(double.requests[0].body.max_tokens).toBe(2000);
    expect(double.requests[0].body.temperature).toBe(0.7);
    const toolNames = double.requests[0].body.tools!.map((x) => x.function.name);
    expect(toolNames).toEqual(
      expect.arrayContaining([
        "fiscal",
        "simples_das",
        "irrf",
        "dividend_withholding",
        "irpfm",
        "list_my_companies",
        "get_my_simulation",
      ]),
    );
    // The engine's result went back to the model in the second call.
    expect(JSON.stringify(double.requests[1].body.messages)).toContain('\\"das\\":1695.01');

    expect(textOf(chunks)).toBe("O DAS é de R$ 1.695,01 por mês (LC 123/2006). Por ano, R$ 25.000,00.");
    const finish = chunks.find((c) => c.type === "finish");
    expect(finish?.messageMetadata?.grounding?.amounts.map((a) => [a.text, a.verified])).toEqual([
      ["R$ 1.695,01", true],
      ["R$ 25.000,00", false],
    ]);

    const stored = await storedMessages(conversationId);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(stored[1]).toMatchObject({ mode: "model", model: "double-model", inputTokens: 200, outputTokens: 40 });
    expect(JSON.stringify(stored[1].parts)).toContain("tool-simples_das");
    expect((stored[1].grounding as { amounts: unknown[] }).amounts).toHaveLength(2);
  });

  it("model mode, key from the encrypted admin setting (preferred over the environment)", async () => {
    setEnv({ OPENAI_API_KEY: "sk-env-key", OPENAI_BASE_URL: double.baseUrl });
    const secret = "sk-setting-key-1234";
    await ctx()
      .db.insert(t.systemSettings)
      .values({
        settingKey: "openai_api_key",
        settingValue: encryptSetting(KEY, "openai_api_key", secret),
        isEncrypted: true,
      })
      .onConflictDoUpdate({
        target: t.systemSettings.settingKey,
        set: { settingValue: encryptSetting(KEY, "openai_api_key", secret), isEncrypted: true },
      });
    try {
      double.script([{ text: "Pergunte com números e eu calculo." }]);
      const user = await ctx().createUser({ plan: "enterprise" });
      const chunks = await chunksOf(await ask(user, ctx().db, "Olá"));
      expect(double.requests[0].authorization).toBe(`Bearer ${secret}`);
      expect(textOf(chunks)).toBe("Pergunte com números e eu calculo.");
      // Stored encrypted: the database never holds the key itself.
      const [row] = await ctx()
        .db.select()
        .from(t.systemSettings)
        .where(eq(t.systemSettings.settingKey, "openai_api_key"));
      expect(row.settingValue).not.toContain(secret);
    } finally {
      await ctx().db.delete(t.systemSettings).where(eq(t.systemSettings.settingKey, "openai_api_key"));
    }
  });

  it("a base URL saved in the settings that points inside (127.0.0.1) never receives the key: the guard refuses the call", async () => {
    setEnv({});
    const secret = "sk-setting-key-ssrf-5678";
    const rows = [
      { settingKey: "openai_api_key", settingValue: encryptSetting(KEY, "openai_api_key", secret), isEncrypted: true },
      { settingKey: "openai_base_url", settingValue: double.baseUrl, isEncrypted: false },
    ];
    for (const row of rows) {
      await ctx()
        .db.insert(t.systemSettings)
        .values(row)
        .onConflictDoUpdate({
          target: t.systemSettings.settingKey,
          set: { settingValue: row.settingValue, isEncrypted: row.isEncrypted },
        });
    }
    try {
      const before = double.requests.length;
      const user = await ctx().createUser({ plan: "enterprise" });
      const chunks = await chunksOf(await ask(user, ctx().db, "Olá"));
      expect(chunks.filter((c) => c.type === "error")).toEqual([{ type: "error", errorText: "unavailable" }]);
      expect(double.requests.length).toBe(before);
      expect(double.requests.some((r) => r.authorization?.includes(secret))).toBe(false);
    } finally {
      await ctx()
        .db.delete(t.systemSettings)
        .where(inArray(t.systemSettings.settingKey, ["openai_api_key", "openai_base_url"]));
    }
  });

  it("the data tools' 'not found' names what was not found: a company, a simulation (not a conversation)", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const translate = createTranslator({ locale: "pt-BR", messages });
    const context = { referenceScenarios: REFERENCE_SCENARIOS, today: "2026-11-29" };
    const tools = dataTools(ctx().db, user.claims, (key) => translate(key as never), context);
    const run = (name: string) =>
      (tools[name].execute as (input: { id: string }, options: object) => Promise<{ error?: string }>)(
        { id: randomUUID() },
        { toolCallId: "t", messages: [] },
      );
    expect((await run("get_my_company")).error).toBe("Empresa não encontrada entre as suas empresas cadastradas.");
    expect((await run("get_my_simulation")).error).toBe("Simulação não encontrada entre as suas simulações salvas.");
    expect((await run("get_reform_answer_for_my_company")).error).toBe(
      "Empresa não encontrada entre as suas empresas cadastradas.",
    );
  });

  it("an invalid key: pt-BR failure code only, the question kept, an audit entry; the retry does not store it twice", async () => {
    setEnv({ OPENAI_API_KEY: "sk-wrong", OPENAI_BASE_URL: double.baseUrl });
    double.script([{ status: 401, message: "Incorrect API key provided: sk-wrong" }]);
    const user = await ctx().createUser({ plan: "professional" });
    const conversationId = randomUUID();
    const chunks = await chunksOf(await ask(user, ctx().db, "Qual o melhor regime?", conversationId));
    expect(chunks.filter((c) => c.type === "error")).toEqual([{ type: "error", errorText: "invalidKey" }]);
    expect(JSON.stringify(chunks)).not.toContain("Incorrect API key");
    expect((await storedMessages(conversationId)).map((m) => m.role)).toEqual(["user"]);
    const audit = await ctx().db.select().from(t.auditLog).where(eq(t.auditLog.action, "ai.provider.invalid_key"));
    expect(
      audit.some((a) => (a.details as { userId?: string }).userId === user.id && a.target === "env:OPENAI_API_KEY"),
    ).toBe(true);

    double.script([{ text: "Depende do faturamento e da margem." }]);
    const retried = await chunksOf(await ask(user, ctx().db, "Qual o melhor regime?", conversationId, { retry: true }));
    expect(textOf(retried)).toBe("Depende do faturamento e da margem.");
    expect((await storedMessages(conversationId)).map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it.each([
    [{ status: 429, message: "Rate limit reached" }, "rateLimited"],
    [{ status: 503, message: "upstream overloaded" }, "unavailable"],
  ] as const)("provider answer %j → %s", async (turn, code) => {
    setEnv({ OPENAI_API_KEY: "sk-env-key", OPENAI_BASE_URL: double.baseUrl });
    double.script([turn]);
    const user = await ctx().createUser({ plan: "professional" });
    const chunks = await chunksOf(await ask(user, ctx().db, "Qual o melhor regime?"));
    expect(chunks.filter((c) => c.type === "error")).toEqual([{ type: "error", errorText: code }]);
  });

  it("a provider that does not answer in time ends as a timeout", async () => {
    setEnv({ OPENAI_API_KEY: "sk-env-key", OPENAI_BASE_URL: double.baseUrl });
    double.script([{ hang: true }]);
    const user = await ctx().createUser({ plan: "professional" });
    const chunks = await chunksOf(await ask(user, ctx().db, "Qual o melhor regime?", randomUUID(), { timeoutMs: 300 }));
    expect(chunks.filter((c) => c.type === "error")).toEqual([{ type: "error", errorText: "timeout" }]);
  });

  it("basic mode without any key: the DAS of R$ 30 mil in commerce is R$ 1.695,01 with the LC 123 citation, stored", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const conversationId = randomUUID();
    const chunks = await chunksOf(await ask(user, ctx().db, QUESTION, conversationId));
    const text = textOf(chunks);
    expect(text).toContain("R$ 1.695,01");
    expect(text).toContain("LC 123/2006");
    expect(double.requests).toHaveLength(0);
    const stored = await storedMessages(conversationId);
    expect(stored.map((m) => [m.role, m.mode])).toEqual([
      ["user", null],
      ["assistant", "basic"],
    ]);
    expect((stored[1].grounding as { amounts: { verified: boolean }[] }).amounts.every((a) => a.verified)).toBe(true);
    // The engine call streams as a tool part, as it is stored.
    expect(chunks.find((c) => c.type === "tool-output-available")).toBeDefined();
    expect(JSON.stringify(stored[1].parts)).toContain("tool-simples_das");
  });

  it("gating and limits: the trial plan is refused; the daily limit from the settings stops the next question", async () => {
    const trial = await ctx().createUser({ plan: "trial" });
    const refused = await post(trial, { conversationId: randomUUID(), text: QUESTION });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/plano/i);

    await ctx().db.insert(t.systemSettings).values({ settingKey: "ai_daily_limit_per_user", settingValue: "2" });
    try {
      const user = await ctx().createUser({ plan: "professional" });
      const conversationId = randomUUID();
      for (let i = 0; i < 2; i++) expect((await ask(user, ctx().db, QUESTION, conversationId)).status).toBe(200);
      // Deleting the history does not give the quota back.
      await ctx()
        .db.delete(t.aiConversations)
        .where(and(eq(t.aiConversations.id, conversationId), eq(t.aiConversations.userId, user.id)));
      const limited = await ask(user, ctx().db, QUESTION);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { detail: string }).detail).toBe(
        "Você atingiu o limite de 2 mensagens por dia do assistente. Tente novamente amanhã.",
      );
    } finally {
      await ctx().db.delete(t.systemSettings).where(eq(t.systemSettings.settingKey, "ai_daily_limit_per_user"));
    }
  });

  it("the global monthly limit from the settings stops everyone's next question", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    expect((await ask(user, ctx().db, QUESTION)).status).toBe(200);
    const [{ n }] = await ctx().exec.query<{ n: number }>(
      "select count(*)::int as n from public.ai_usage where role = 'user'",
    );
    await ctx()
      .db.insert(t.systemSettings)
      .values({ settingKey: "ai_monthly_limit", settingValue: String(n) });
    try {
      const someoneElse = await ctx().createUser({ plan: "enterprise" });
      const limited = await ask(someoneElse, ctx().db, QUESTION);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { detail: string }).detail).toBe(
        "O assistente atingiu o limite de mensagens deste mês. Tente novamente no próximo mês.",
      );
    } finally {
      await ctx().db.delete(t.systemSettings).where(eq(t.systemSettings.settingKey, "ai_monthly_limit"));
    }
  });

  it("refuses another user's conversation and blank or oversized questions", async () => {
    const owner = await ctx().createUser({ plan: "professional" });
    const other = await ctx().createUser({ plan: "professional" });
    const conversationId = randomUUID();
    expect((await ask(owner, ctx().db, QUESTION, conversationId)).status).toBe(200);
    expect((await ask(other, ctx().db, QUESTION, conversationId)).status).toBe(404);
    for (const text of ["   ", "x".repeat(4001)]) {
      const refused = await post(owner, { conversationId: randomUUID(), text });
      expect(refused.status).toBe(422);
      expect((await refused.json()).detail).toBe("Escreva uma pergunta de até 4.000 caracteres.");
    }
    expect((await post(owner, "não é JSON")).status).toBe(400);
    expect((await post(owner, "x".repeat(64 * 1024 + 1))).status).toBe(413);
    expect((await post(null, {})).status).toBe(401);
  });

  it("limits messages per client address (429 + Retry-After in pt-BR), whatever account sends them", async () => {
    const { AI_CHAT_PER_ADDRESS } = await import("@/lib/ai/chat");
    const { take } = await import("@/lib/db/rate-limits");
    const user = await ctx().createUser({ plan: "professional" });
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < AI_CHAT_PER_ADDRESS.limit; i++) expect(await take(AI_CHAT_PER_ADDRESS, ip, ctx().db)).toBe(0);
    const from = (address: string) => post(user, { conversationId: randomUUID(), text: QUESTION }, address);
    const limited = await from(ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).detail).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    expect((await from("203.0.113.201")).status).toBe(200);
  });
});

describeOnEachDatabase("AI settings: encrypted at rest", () => {
  it("AES-256-GCM envelope: fresh IV, bound to its setting key, tampering and truncated tags refused", () => {
    const a = encryptSetting(KEY, "openai_api_key", "sk-secret");
    const b = encryptSetting(KEY, "openai_api_key", "sk-secret");
    expect(a).not.toBe(b);
    expect(a.startsWith("v1.")).toBe(true);
    expect(decryptSetting(KEY, "openai_api_key", a)).toBe("sk-secret");
    expect(decryptSetting(KEY, "asaas_api_key", a)).toBeNull();
    expect(decryptSetting(randomBytes(32), "openai_api_key", a)).toBeNull();
    const [v, iv, tag, body] = a.split(".");
    const shortTag = Buffer.from(tag, "base64url").subarray(0, 4).toString("base64url");
    expect(decryptSetting(KEY, "openai_api_key", [v, iv, shortTag, body].join("."))).toBeNull();
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(decryptSetting(KEY, "openai_api_key", [v, iv, tag, flipped.toString("base64url")].join("."))).toBeNull();
  });

  it("settings: stored values first, then the environment, then the defaults; an unreadable secret falls back", () => {
    setEnv({ OPENAI_API_KEY: "sk-env", OPENAI_MODEL: "env-model" });
    expect(resolveAiSettings(new Map())).toMatchObject({
      apiKey: "sk-env",
      keySource: "env",
      model: "env-model",
      maxTokens: 2000,
      temperature: 0.7,
      dailyLimitPerUser: 100,
      monthlyLimit: 10_000,
    });
    const unreadable: string[] = [];
    const rows = new Map([
      ["openai_api_key", { value: "v1.garbage.x.y", encrypted: true }],
      ["openai_temperature", { value: "0,3", encrypted: false }],
      ["openai_max_tokens", { value: "abc", encrypted: false }],
      ["ai_monthly_limit", { value: "500", encrypted: false }],
    ]);
    expect(resolveAiSettings(rows, (k) => unreadable.push(k))).toMatchObject({
      apiKey: "sk-env",
      keySource: "env",
      temperature: 0.3,
      maxTokens: 2000,
      monthlyLimit: 500,
    });
    expect(unreadable).toEqual(["openai_api_key"]);
    setEnv({});
    expect(resolveAiSettings(new Map())).toMatchObject({ apiKey: null, keySource: null });
  });
});
