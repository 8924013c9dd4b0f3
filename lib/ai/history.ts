import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/handles";
import { rowsOf } from "@/lib/db/rows";
import { aiConversations, aiMessages, aiUsage } from "@/lib/db/schema";
import type { Grounding } from "./grounding";
import type { AssistantUIMessage } from "./respond";

// Conversations and messages, (db, params) under withRls: the owner-only policies are what enforces privacy,
// and every query also filters by the owner explicitly.

export type ConversationListItem = { id: string; title: string; updatedAt: string };

/** Most conversations listed, newest first. */
export const CONVERSATION_LIST_LIMIT = 50;
/** Most earlier messages sent back to the model with a new question. */
export const HISTORY_FOR_MODEL = 20;

export async function listConversations(db: Db, userId: string): Promise<ConversationListItem[]> {
  const rows = await db
    .select({ id: aiConversations.id, title: aiConversations.title, updatedAt: aiConversations.updatedAt })
    .from(aiConversations)
    .where(eq(aiConversations.userId, userId))
    .orderBy(desc(aiConversations.updatedAt))
    .limit(CONVERSATION_LIST_LIMIT);
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: new Date(r.updatedAt).toISOString() }));
}

/** The conversation's messages as the chat shows them, oldest first; null when it is not the user's. */
export async function getConversationMessages(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<AssistantUIMessage[] | null> {
  const [conversation] = await db
    .select({ id: aiConversations.id })
    .from(aiConversations)
    .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, userId)));
  if (!conversation) return null;
  const rows = await db
    .select({
      id: aiMessages.id,
      role: aiMessages.role,
      content: aiMessages.content,
      mode: aiMessages.mode,
      parts: aiMessages.parts,
      grounding: aiMessages.grounding,
      createdAt: aiMessages.createdAt,
    })
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.userId, userId)))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.role));
  return rows.map((r): AssistantUIMessage => {
    const createdAt = new Date(r.createdAt).toISOString();
    if (r.role === "user") return { id: r.id, role: "user", parts: [{ type: "text", text: r.content }] };
    const parts =
      Array.isArray(r.parts) && r.parts.length > 0
        ? (r.parts as AssistantUIMessage["parts"])
        : [{ type: "text" as const, text: r.content }];
    return {
      id: r.id,
      role: "assistant",
      parts,
      metadata: { mode: r.mode ?? "model", grounding: (r.grounding as Grounding | null) ?? undefined, createdAt },
    };
  });
}

/** Creates the conversation on its first question; false when the id belongs to someone else. */
export async function ensureConversation(db: Db, userId: string, id: string, firstQuestion: string): Promise<boolean> {
  const title = firstQuestion.replace(/\s+/g, " ").trim().slice(0, 80);
  await db.insert(aiConversations).values({ id, userId, title }).onConflictDoNothing({ target: aiConversations.id });
  const [row] = await db
    .select({ id: aiConversations.id })
    .from(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)));
  return Boolean(row);
}

/** The last stored message of a conversation (to tell a retry from a new question). */
export async function lastMessage(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<{ role: "user" | "assistant"; content: string } | null> {
  const [row] = await db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.userId, userId)))
    .orderBy(desc(aiMessages.createdAt), desc(aiMessages.role))
    .limit(1);
  return row ?? null;
}

export async function insertUserMessage(
  db: Db,
  p: { userId: string; conversationId: string; content: string },
): Promise<void> {
  await db
    .insert(aiMessages)
    .values({ conversationId: p.conversationId, userId: p.userId, role: "user", content: p.content });
  // The only column users may update is the title: rewriting it fires the updated_at trigger (newest first).
  await db
    .update(aiConversations)
    .set({ title: sql`${aiConversations.title}` })
    .where(and(eq(aiConversations.id, p.conversationId), eq(aiConversations.userId, p.userId)));
}

export type AssistantMessageRecord = {
  userId: string;
  conversationId: string;
  content: string;
  mode: "model" | "basic";
  parts: unknown;
  grounding: Grounding;
  model: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
};

export async function insertAssistantMessage(db: Db, p: AssistantMessageRecord): Promise<void> {
  await db.insert(aiMessages).values({
    conversationId: p.conversationId,
    userId: p.userId,
    role: "assistant",
    content: p.content.slice(0, 20_000),
    mode: p.mode,
    parts: p.parts,
    grounding: p.grounding,
    model: p.model,
    inputTokens: p.inputTokens,
    outputTokens: p.outputTokens,
  });
}

/** Deletes a conversation and its messages (their usage ledger rows stay). False when there was none of the user's. */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  return deleted.length > 0;
}

/** The user's questions since the start of this day or month in Brazil, from the usage ledger (deletions kept). */
async function questionsSince(db: Db, userId: string, period: "day" | "month"): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.userId, userId),
        eq(aiUsage.role, "user"),
        sql`${aiUsage.createdAt} >= date_trunc(${period}, now(), 'America/Sao_Paulo')`,
      ),
    );
  return row?.n ?? 0;
}

/** Questions the user asked today (calendar day in Brazil), deleted conversations included. */
export const questionsToday = (db: Db, userId: string) => questionsSince(db, userId, "day");

/**
 * The user's questions this calendar month in Brazil: the plan's monthly quota (maxAiQuestions). Deleting a
 * conversation gives none back; public.take_plan_quota counts the same rows.
 */
export const questionsThisMonthOf = (db: Db, userId: string) => questionsSince(db, userId, "month");

/** Questions everyone asked this calendar month (a security-definer count: only the number leaves the database). */
export async function questionsThisMonth(db: Db): Promise<number> {
  const result = await db.execute(sql`select public.ai_questions_this_month() as n`);
  const rows = rowsOf<{ n: number }>(result);
  return Number(rows[0]?.n ?? 0);
}
