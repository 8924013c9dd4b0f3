import "server-only";
import { randomUUID } from "node:crypto";
import { createOpenAI } from "@ai-sdk/openai";
import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, type LanguageModel } from "ai";
import { createTranslator } from "next-intl";
import { z } from "zod";
import { auditAsService } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { OwnerDb, RlsDb } from "@/lib/db/handles";
import { runWithRls, type JwtClaims } from "@/lib/db/rls";
import { isRlsViolation } from "@/lib/db/errors";
import { problem } from "@/lib/problem";
import { hasFeature } from "@/lib/plans/permissions";
import { getMyPermissions } from "@/lib/plans/queries";
import type { RateLimit } from "@/lib/db/rate-limits";
import { guardedFetchFunction } from "@/lib/security/ssrf";
import { redactError } from "@/lib/security/redact";
import messages from "@/messages/pt-BR.json";
import { listCompanies } from "@/lib/companies/queries";
import { answerBasic, type BasicContext } from "./basic/answer";
import { detectIntent } from "./basic/intents";
import { dataTools } from "./data-tools";
import { engineTools } from "./engine-tools";
import { checkGrounding } from "./grounding";
import * as history from "./history";
import { streamModelTurn, type AssistantUIMessage } from "./respond";
import { loadAiSettings, type AiSettings } from "./settings";
import { loadToolContext } from "@/lib/tools/load-context";

// POST /api/ai/chat: one question of a conversation. The route-handler pipeline (app/api/ai/chat/route.ts) checks the
// session, the plan flag, the per-address limit and the body against chatRequestSchema; here the plan's and the
// settings' message quotas are checked, the question stored, then answered in model mode (a key is configured) or in
// basic mode, streaming a UI message stream; the answer is stored with its tool calls, grounding and token usage when
// it finishes.

const t = createTranslator({ locale: "pt-BR", messages });

/** Messages per client address: well above one person's pace, low enough to stop a scripted flood. */
export const AI_CHAT_PER_ADDRESS: RateLimit = { name: "ai-chat-ip", limit: 60, windowMs: 10 * 60 * 1000 };

export const MAX_QUESTION_LENGTH = 4000;
/** The model call is abandoned after this long; the user sees the timeout message and can retry. */
export const MODEL_TIMEOUT_MS = 60_000;

export const chatRequestSchema = z.object({
  conversationId: z.uuid(),
  text: z.string().trim().min(1).max(MAX_QUESTION_LENGTH),
  /** A retry of the last question, whose answer failed: not stored or counted again. */
  retry: z.boolean().default(false),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;

export type ChatDeps = {
  /** The database (default: the app's); tests pass their own. */
  db?: OwnerDb;
  timeoutMs?: number;
  model?: (settings: AiSettings) => LanguageModel;
};

/**
 * The model of the settings: chat completions, which OpenAI and every compatible server speak. Every request goes
 * through the SSRF guard (lib/security/ssrf.ts), so a base URL saved as http://127.0.0.1:… or one that redirects
 * inside never receives the key; only OPENAI_BASE_URL, the operator's own, may name a private address.
 */
export function defaultModel(
  settings: AiSettings,
  guard: Parameters<typeof guardedFetchFunction>[0] = {},
): LanguageModel {
  const fetch = guardedFetchFunction(settings.baseUrlFromEnv ? { ...guard, allowAddress: () => true } : guard);
  return createOpenAI({ apiKey: settings.apiKey ?? "", baseURL: settings.baseURL, fetch }).chat(settings.model);
}

/** The plan's monthly quota of questions used up (the database's trigger holds the same line). */
const planQuotaFailure = (limit: number) => problem("rate_limited", t("aiAssistant.errors.planQuota", { limit }));

/**
 * The limit message when the plan's monthly questions, the user's daily ones or everyone's monthly ones are used up,
 * else null.
 */
async function limitFailure(
  tx: RlsDb,
  claims: JwtClaims,
  settings: AiSettings,
  quota: number | null,
): Promise<Response | null> {
  if (quota !== null && (await history.questionsThisMonthOf(tx, claims.sub)) >= quota) return planQuotaFailure(quota);
  if ((await history.questionsToday(tx, claims.sub)) >= settings.dailyLimitPerUser) {
    return problem("rate_limited", t("aiAssistant.errors.dailyLimit", { limit: settings.dailyLimitPerUser }));
  }
  if ((await history.questionsThisMonth(tx)) >= settings.monthlyLimit)
    return problem("rate_limited", t("aiAssistant.errors.monthlyLimit"));
  return null;
}

type Prepared = { ok: true; earlier: AssistantUIMessage[] } | { ok: false; response: Response };

/** The quota trigger refused the question: the transaction is aborted, so the answer is given outside it. */
class QuotaRefused extends Error {
  constructor(readonly limit: number) {
    super("plan quota of assistant questions reached");
  }
}

/** Stores the question (or accepts the retry) after the limits, and returns the conversation before it. */
async function prepareTurn(
  db: OwnerDb,
  claims: JwtClaims,
  input: ChatRequest,
  settings: AiSettings,
): Promise<Prepared> {
  return runWithRls(db, claims, async (tx): Promise<Prepared> => {
    // The plan's flag was checked by the route's `feature`; its monthly quota (decision §41: Básico's) is read here.
    const quota = (await getMyPermissions(tx)).maxAiQuestions;
    // Limits first, so a refused question leaves no empty conversation behind.
    const limited = input.retry ? null : await limitFailure(tx, claims, settings, quota);
    if (limited) return { ok: false, response: limited };
    if (!(await history.ensureConversation(tx, claims.sub, input.conversationId, input.text))) {
      return { ok: false, response: problem("not_found", t("aiAssistant.errors.notFound")) };
    }
    const last = await history.lastMessage(tx, claims.sub, input.conversationId);
    const isRetry = input.retry && last?.role === "user" && last.content === input.text;
    if (!isRetry) {
      const refused = input.retry ? await limitFailure(tx, claims, settings, quota) : null;
      if (refused) return { ok: false, response: refused };
      // Two questions at once may both pass the count above: the quota trigger refuses the second.
      try {
        await history.insertUserMessage(tx, {
          userId: claims.sub,
          conversationId: input.conversationId,
          content: input.text,
        });
      } catch (error) {
        if (quota !== null && isRlsViolation(error)) throw new QuotaRefused(quota);
        throw error;
      }
    }
    const all = (await history.getConversationMessages(tx, claims.sub, input.conversationId)) ?? [];
    return { ok: true, earlier: all.slice(-history.HISTORY_FOR_MODEL - 1, -1) };
  }).catch((error: unknown) => {
    if (error instanceof QuotaRefused) return { ok: false, response: planQuotaFailure(error.limit) };
    throw error;
  });
}

async function storeAnswer(
  db: OwnerDb,
  claims: JwtClaims,
  record: Omit<history.AssistantMessageRecord, "userId">,
): Promise<void> {
  await runWithRls(db, claims, (tx) => history.insertAssistantMessage(tx, { ...record, userId: claims.sub }));
}

async function auditInvalidKey(db: OwnerDb, claims: JwtClaims, settings: AiSettings): Promise<void> {
  await auditAsService(db, {
    actorId: null,
    action: "ai.provider.invalid_key",
    target: settings.keySource === "setting" ? "setting:openai_api_key" : "env:OPENAI_API_KEY",
    details: { userId: claims.sub, model: settings.model, baseURL: settings.baseURL ?? "https://api.openai.com/v1" },
  });
}

/**
 * What the basic mode needs beyond the question, read only for the questions that use it: a question about the
 * reform for "minha empresa" runs on the user's active companies (read under RLS; only the figures the job reads
 * reach the answer) with the server's reference-rate scenarios.
 */
async function basicContext(db: OwnerDb, claims: JwtClaims, question: string): Promise<BasicContext> {
  if (detectIntent(question)?.kind !== "reforma") return { companies: [], tool: null };
  const companies = await runWithRls(db, claims, (tx) => listCompanies(tx, claims.sub, { status: "ativa" }));
  return { companies, tool: await loadToolContext(db) };
}

async function basicTurn(db: OwnerDb, claims: JwtClaims, conversationId: string, question: string): Promise<Response> {
  const answer = answerBasic(question, await basicContext(db, claims, question));
  const grounding = checkGrounding(answer.text, {
    tools: answer.tools,
    question,
    knowledge: answer.knowledge,
    examples: answer.examples,
  });
  const toolParts = answer.tools.map((tool) => ({
    type: `tool-${tool.tool}`,
    toolCallId: randomUUID(),
    state: "output-available",
    input: tool.input,
    output: { ok: true, result: tool.output },
  }));
  const metadata = { mode: "basic" as const, grounding, related: answer.related, createdAt: new Date().toISOString() };
  const stream = createUIMessageStream<AssistantUIMessage>({
    execute: ({ writer }) => {
      writer.write({ type: "start", messageMetadata: { mode: "basic" } });
      for (const part of toolParts) {
        const toolName = part.type.slice("tool-".length);
        writer.write({ type: "tool-input-available", toolCallId: part.toolCallId, toolName, input: part.input });
        writer.write({ type: "tool-output-available", toolCallId: part.toolCallId, output: part.output });
      }
      writer.write({ type: "text-start", id: "answer" });
      writer.write({ type: "text-delta", id: "answer", delta: answer.text });
      writer.write({ type: "text-end", id: "answer" });
      writer.write({ type: "finish", messageMetadata: metadata });
    },
    onFinish: async () => {
      await storeAnswer(db, claims, {
        conversationId,
        content: answer.text,
        mode: "basic",
        parts: [...toolParts, { type: "text", text: answer.text }],
        grounding,
        model: null,
        inputTokens: null,
        outputTokens: null,
      });
    },
  });
  return createUIMessageStreamResponse({ stream });
}

async function modelTurn(
  db: OwnerDb,
  claims: JwtClaims,
  input: ChatRequest,
  earlier: AssistantUIMessage[],
  settings: AiSettings,
  deps: ChatDeps,
): Promise<Response> {
  const permissions = await runWithRls(db, claims, (tx) => getMyPermissions(tx));
  const translate = (key: Parameters<typeof t>[0]) => t(key);
  const context = await loadToolContext(db);
  const tools = {
    ...engineTools(translate, (flag) => hasFeature(permissions, flag), context),
    ...dataTools(db, claims, translate, context),
  };
  const question: AssistantUIMessage = { id: randomUUID(), role: "user", parts: [{ type: "text", text: input.text }] };
  const modelMessages = await convertToModelMessages([...earlier, question], {
    tools,
    ignoreIncompleteToolCalls: true,
  });
  return streamModelTurn({
    model: (deps.model ?? defaultModel)(settings),
    tools,
    messages: modelMessages,
    question: input.text,
    maxOutputTokens: settings.maxTokens,
    temperature: settings.temperature,
    timeoutMs: deps.timeoutMs ?? MODEL_TIMEOUT_MS,
    onFinished: (turn) =>
      storeAnswer(db, claims, {
        conversationId: input.conversationId,
        content: turn.text,
        mode: "model",
        parts: turn.parts,
        grounding: turn.grounding,
        model: settings.model,
        inputTokens: turn.usage.inputTokens,
        outputTokens: turn.usage.outputTokens,
      }),
    onFailed: async (failure, error) => {
      console.error(`[ai] model call failed (${failure})`, redactError(error));
      if (failure === "invalidKey")
        await auditInvalidKey(db, claims, settings).catch((e) => console.error("[ai] audit failed", redactError(e)));
    },
  });
}

/**
 * One question of a caller the route let through (session, plan flag, address limit, body): 404/429 as problem+json
 * (another's conversation, the quotas), else the streamed answer.
 */
export async function answerChat(claims: JwtClaims, input: ChatRequest, deps: ChatDeps = {}): Promise<Response> {
  const db = deps.db ?? (await getDb());
  const settings = await loadAiSettings(db);
  const prepared = await prepareTurn(db, claims, input, settings);
  if (!prepared.ok) return prepared.response;
  if (!settings.apiKey) return basicTurn(db, claims, input.conversationId, input.text);
  return modelTurn(db, claims, input, prepared.earlier, settings, deps);
}
