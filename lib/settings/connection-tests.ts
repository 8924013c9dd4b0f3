import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { countDistinct, gte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/handles";
import { aiUsage } from "@/lib/db/schema";
import type { MessageKey } from "@/lib/errors";
import { guardedFetch, OutboundError, type GuardOptions } from "@/lib/security/ssrf";
import { WEBHOOK_EVENTS, type WebhookKey } from "./definitions";
import { addDaysIso, todayIso } from "@/lib/br/date";

// The 'Testar' buttons (docs/decisions.md §14): real calls from the server, through the SSRF guard, each outcome mapped to a
// message of the pt-BR catalogue (docs/decisions.md, S7). The browser never calls a provider and never sees a key.

export type TestOutcome = {
  ok: boolean;
  title: MessageKey;
  message: MessageKey;
  values?: Record<string, string | number>;
};

const T = "adminSettings.tests";

function refusal(error: unknown): TestOutcome {
  if (error instanceof OutboundError) {
    const network = error.reason === "network" || error.reason === "timeout" || error.reason === "dns_failed";
    return {
      ok: false,
      title: network ? `${T}.connectionError` : `${T}.refused`,
      message: `adminSettings.outbound.${error.reason}`,
    };
  }
  throw error;
}

/** Header carrying the signature of a test (and later real) webhook: "t=<unix seconds>,v1=<hex HMAC-SHA256>". */
export const SIGNATURE_HEADER = "X-Tributo-Signature";

/** HMAC-SHA256 over "<timestamp>.<body>" (the timestamp is signed too, so an old delivery cannot be replayed as new). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A sample event of the webhook's type, marked as a test. */
export function sampleEvent(key: WebhookKey, now = new Date()) {
  return {
    id: `evt_test_${randomUUID()}`,
    type: WEBHOOK_EVENTS[key],
    test: true,
    createdAt: now.toISOString(),
    data: { message: "Evento de teste enviado pelo painel do Tributo Certo." },
  };
}

export async function testWebhook(
  url: string,
  key: WebhookKey,
  secret: string | null,
  options?: GuardOptions,
): Promise<TestOutcome> {
  if (!url.trim()) return { ok: false, title: `${T}.webhookError`, message: `${T}.webhookUrlMissing` };
  if (!secret) return { ok: false, title: `${T}.webhookError`, message: `${T}.signingSecretMissing` };
  const body = JSON.stringify(sampleEvent(key));
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await guardedFetch(
      url,
      {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
          "X-Tributo-Event": WEBHOOK_EVENTS[key],
        },
      },
      options,
    );
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      title: ok ? `${T}.webhookTested` : `${T}.webhookError`,
      message: ok ? `${T}.webhookAnswered` : `${T}.webhookStatus`,
      values: { status: response.status },
    };
  } catch (error) {
    return refusal(error);
  }
}

// The two Asaas API hosts (as in lib/payments/asaas/client.ts, which sits above this module: the registration
// limit below is read by lib/account and lib/billing, so lib/settings may not import lib/payments).
const ASAAS_API = { sandbox: "https://api-sandbox.asaas.com/v3", production: "https://api.asaas.com/v3" } as const;

const OPENAI_DEFAULT_BASE = "https://api.openai.com/v1";

/** 'Testar conexão': GET {baseURL}/models with the key; the count of models on success. */
export async function testAiConnection(
  apiKey: string | null,
  baseUrl: string,
  options?: GuardOptions,
): Promise<TestOutcome> {
  if (!apiKey) return { ok: false, title: `${T}.error`, message: `${T}.openaiKeyMissing` };
  const base = (baseUrl.trim() || OPENAI_DEFAULT_BASE).replace(/\/+$/, "");
  try {
    const response = await guardedFetch(
      `${base}/models`,
      { headers: { authorization: `Bearer ${apiKey}`, accept: "application/json" } },
      options,
    );
    if (response.status === 401 || response.status === 403)
      return { ok: false, title: `${T}.invalidKey`, message: `${T}.checkKey` };
    const models = modelsOf(response.body);
    if (response.status >= 200 && response.status < 300 && models !== null) {
      return { ok: true, title: `${T}.connected`, message: `${T}.modelsAvailable`, values: { count: models } };
    }
    return { ok: false, title: `${T}.connectionFailed`, message: `${T}.aiStatus`, values: { status: response.status } };
  } catch (error) {
    return refusal(error);
  }
}

function modelsOf(body: string): number | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const data = (parsed as { data?: unknown }).data;
    return Array.isArray(data) ? data.length : null;
  } catch {
    return null;
  }
}

/** 'Testar' of the Asaas key: an authenticated GET of one customer (cheap, no side effect) in the chosen environment. */
export async function testAsaasKey(
  apiKey: string | null,
  environment: "sandbox" | "production",
  options?: AsaasCallOptions,
): Promise<TestOutcome> {
  if (!apiKey) return { ok: false, title: `${T}.error`, message: `${T}.asaasKeyMissing` };
  try {
    const response = await guardedFetch(
      `${options?.apiBase ?? ASAAS_API[environment]}/customers?limit=1`,
      { headers: { access_token: apiKey, accept: "application/json" } },
      options,
    );
    if (response.status === 200)
      return { ok: true, title: `${T}.keyValid`, message: `${T}.asaasConnected`, values: { environment } };
    if (response.status === 401) return { ok: false, title: `${T}.invalidKey`, message: `${T}.checkKey` };
    return { ok: false, title: `${T}.error`, message: `${T}.asaasStatus`, values: { status: response.status } };
  } catch (error) {
    return refusal(error);
  }
}

/** The admin's test payment: R$ 10,00 by PIX, due tomorrow (Configurações › Asaas, 'Testar'). */
export const TEST_PAYMENT_VALUE = 10;
/** A valid CPF for the Asaas sandbox's test customer (check digits verified; no real person is charged there). */
const TEST_CUSTOMER = { name: "Cliente de teste Tributo Certo", cpfCnpj: "24971563792" } as const;

type AsaasCallOptions = GuardOptions & { apiBase?: string };

function jsonField(body: string, field: string): string | null {
  try {
    const value = (JSON.parse(body) as Record<string, unknown>)[field];
    return typeof value === "string" && value ? value : null;
  } catch {
    return null;
  }
}

/**
 * 'Criar pagamento de teste': a real R$ 10,00 PIX charge on the Asaas sandbox (a test customer, then the charge),
 * and only there: in production it is refused before any call, so nobody is ever billed by a test.
 */
export async function createAsaasTestPayment(
  apiKey: string | null,
  environment: "sandbox" | "production",
  options?: AsaasCallOptions,
  now = new Date(),
): Promise<TestOutcome> {
  if (!apiKey) return { ok: false, title: `${T}.paymentError`, message: `${T}.asaasKeyMissing` };
  if (environment !== "sandbox")
    return { ok: false, title: `${T}.paymentError`, message: `${T}.testPaymentSandboxOnly` };
  const base = options?.apiBase ?? ASAAS_API.sandbox;
  const headers = { access_token: apiKey, accept: "application/json", "content-type": "application/json" };
  const post = (path: string, body: unknown) =>
    guardedFetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) }, options);
  try {
    const customer = await post("/customers", { ...TEST_CUSTOMER, externalReference: `test_${randomUUID()}` });
    if (customer.status === 401) return { ok: false, title: `${T}.invalidKey`, message: `${T}.checkKey` };
    const customerId = customer.status === 200 ? jsonField(customer.body, "id") : null;
    if (!customerId)
      return {
        ok: false,
        title: `${T}.paymentError`,
        message: `${T}.asaasStatus`,
        values: { status: customer.status },
      };
    const tomorrow = addDaysIso(todayIso(now), 1);
    const payment = await post("/payments", {
      customer: customerId,
      billingType: "PIX",
      value: TEST_PAYMENT_VALUE,
      dueDate: tomorrow,
      description: "Pagamento de teste (painel do Tributo Certo)",
      externalReference: `test_${randomUUID()}`,
    });
    const paymentId = payment.status === 200 ? jsonField(payment.body, "id") : null;
    if (!paymentId)
      return { ok: false, title: `${T}.paymentError`, message: `${T}.asaasStatus`, values: { status: payment.status } };
    return { ok: true, title: `${T}.testPaymentCreated`, message: `${T}.testPaymentId`, values: { id: paymentId } };
  } catch (error) {
    return refusal(error);
  }
}

export type AiUsageSummary = { messages: number; users: number; inputTokens: number; outputTokens: number };

/** Our own record of the assistant's use in the last 30 days (ai_usage, written by trigger): questions asked, people, tokens. Admin under RLS. */
export async function aiUsageLast30Days(db: Db): Promise<AiUsageSummary> {
  const [row] = await db
    .select({
      messages: sql<number>`(count(*) filter (where ${aiUsage.role} = 'user'))::integer`,
      users: countDistinct(aiUsage.userId),
      inputTokens: sql<string>`coalesce(sum(${aiUsage.inputTokens}), 0)::text`,
      outputTokens: sql<string>`coalesce(sum(${aiUsage.outputTokens}), 0)::text`,
    })
    .from(aiUsage)
    .where(gte(aiUsage.createdAt, sql`now() - interval '30 days'`));
  return {
    messages: Number(row.messages),
    users: row.users,
    inputTokens: Number(row.inputTokens),
    outputTokens: Number(row.outputTokens),
  };
}
