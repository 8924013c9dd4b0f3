import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { answerChat } from "@/lib/ai/chat";
import type { OwnerDb } from "@/lib/db/client";
import { isRlsViolation } from "@/lib/db/errors";
import { runWithRls } from "@/lib/db/rls";
import { resetEnvCache } from "@/lib/env";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// The assistant on Básico (docs/decisions.md §41): the plan's 30 questions a calendar month, counted from the usage
// ledger, stop the next question with a pt-BR message in the route, and the quota trigger holds the same line against
// rows a client inserts directly (as role authenticated, as PostgREST would). Basic mode: no key, no provider.

const QUESTION = "Quanto pago de DAS com faturamento de R$ 30 mil por mês em comércio?";
const DAY = 86_400_000;

function ask(user: TestUser, db: OwnerDb, conversationId = randomUUID()) {
  return answerChat(user.claims, { conversationId, text: QUESTION, retry: false }, { db });
}

describeOnEachDatabase("the assistant's monthly quota of the plan", (ctx) => {
  /** Questions already asked, written to the ledger as the trigger would (the owner's handle keeps created_at). */
  async function asked(user: TestUser, n: number, at = new Date()) {
    await ctx()
      .db.insert(t.aiUsage)
      .values(Array.from({ length: n }, () => ({ userId: user.id, role: "user", createdAt: at })));
  }

  it("Básico answers up to its 30 questions a month, then says so in Portuguese; last month's do not count", async () => {
    delete process.env.OPENAI_API_KEY;
    resetEnvCache();
    const basic = await ctx().createUser({ plan: "basic" });
    await asked(basic, 40, new Date(Date.now() - 40 * DAY));
    await asked(basic, 29);
    const last = await ask(basic, ctx().db);
    expect(last.status).toBe(200);
    await last.text();

    const refused = await ask(basic, ctx().db);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      "Você já fez as 30 perguntas ao assistente que o seu plano inclui neste mês. Elas se renovam no dia 1º; para " +
        "perguntar mais agora, veja os planos em Assinatura.",
    );

    // Professional has no monthly quota of the plan.
    const pro = await ctx().createUser({ plan: "professional" });
    await asked(pro, 30);
    const answered = await ask(pro, ctx().db);
    expect(answered.status).toBe(200);
    await answered.text();
  });

  it("a client's direct INSERT of questions cannot pass the quota, in one statement or backdated", async () => {
    const basic = await ctx().createUser({ plan: "basic" });
    const conversationId = randomUUID();
    await ctx().db.insert(t.aiConversations).values({ id: conversationId, userId: basic.id, title: "Direta" });
    await asked(basic, 28);
    const questions = (n: number, createdAt?: Date) =>
      Array.from({ length: n }, (_, i) => ({
        conversationId,
        userId: basic.id,
        role: "user" as const,
        content: `Pergunta ${i}`,
        ...(createdAt ? { createdAt } : {}),
      }));
    const as = <T>(fn: (tx: Parameters<Parameters<typeof runWithRls>[2]>[0]) => Promise<T>) =>
      runWithRls(ctx().db, basic.claims, fn);

    // Three rows in one INSERT when two are left: the third is refused, and the statement with it.
    const error = await as((tx) => tx.insert(t.aiMessages).values(questions(3))).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isRlsViolation(error)).toBe(true);
    // A created_at of last month is replaced by the server's clock, so it counts.
    await as((tx) => tx.insert(t.aiMessages).values(questions(2, new Date(Date.now() - 40 * DAY))));
    const late = await as((tx) => tx.insert(t.aiMessages).values(questions(1, new Date(Date.now() - 40 * DAY)))).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isRlsViolation(late)).toBe(true);
    // The assistant's reply is not a question: stored with the quota used up.
    await as((tx) =>
      tx.insert(t.aiMessages).values({ conversationId, userId: basic.id, role: "assistant", content: "Resposta" }),
    );
  });
});
