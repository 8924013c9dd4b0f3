import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerChat } from "@/lib/ai/chat";
import { formatBrl, normaliseSpaces } from "@/lib/br/money";
import type { Db, OwnerDb } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";
import { simplesReformMonth } from "@/lib/tax";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";
import { companyRow } from "../helpers/factories";

// The assistant's basic mode (no key) asked "o que muda em 2027 para minha empresa" through the chat route: it
// reads the user's own company under RLS (never another user's), runs the reform tool with the server's scenarios
// and answers with its numbers and every amount traced.

const ENV_VARS = ["OPENAI_API_KEY", "SETTINGS_ENCRYPTION_KEY"] as const;
const saved = Object.fromEntries(ENV_VARS.map((k) => [k, process.env[k]]));
beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
  process.env.SETTINGS_ENCRYPTION_KEY = randomBytes(32).toString("base64");
  resetEnvCache();
});
afterAll(() => {
  for (const k of ENV_VARS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
});

type Chunk = {
  type: string;
  delta?: string;
  messageMetadata?: { grounding?: { amounts: { text: string; verified: boolean }[] } };
};

async function ask(user: TestUser, db: OwnerDb, text: string) {
  const response = await answerChat(user.claims, { conversationId: randomUUID(), text, retry: false }, { db });
  const chunks = (await response.text())
    .split("\n\n")
    .map((e) => e.replace(/^data: /, "").trim())
    .filter((d) => d && d !== "[DONE]")
    .map((d) => JSON.parse(d) as Chunk);
  return {
    text: chunks
      .filter((c) => c.type === "text-delta")
      .map((c) => c.delta)
      .join(""),
    chunks,
  };
}

describeOnEachDatabase("AI assistant basic mode: the reform for the user's company", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);

  it("answers with the engine's numbers for the user's own Simples company, traced, with the link; another user's company stays unseen", async () => {
    const owner = await ctx().createUser({ plan: "professional" });
    const stranger = await ctx().createUser({ plan: "professional" });
    await as(owner, (tx) => tx.insert(t.companies).values(companyRow(owner.id, { name: "Mercadinho da Vila" })));
    await as(stranger, (tx) =>
      tx.insert(t.companies).values(companyRow(stranger.id, { name: "Segredo Alheio", annualRevenue: "1200000.00" })),
    );

    const { text, chunks } = await ask(owner, ctx().db, "O que muda em 2027 para minha empresa?");
    expect(text).toContain("Mercadinho da Vila");
    expect(text).not.toContain("Segredo Alheio");
    // The month's DAS of 2027 for R$ 50.000,00 with RBT12 R$ 600.000,00 (Anexo I), × 12 for the year.
    const month = simplesReformMonth({ year: 2027, annex: "I", monthRevenue: 50_000, rbt12: 600_000 });
    expect(text).toContain(normaliseSpaces(formatBrl(month.das * 12)));
    expect(text).toContain("/reforma-tributaria");
    expect(chunks.some((c) => c.type === "tool-input-available")).toBe(true);
    const grounding = chunks.find((c) => c.type === "finish")?.messageMetadata?.grounding;
    expect(grounding?.amounts.length).toBeGreaterThan(3);
    expect(grounding?.amounts.filter((a) => !a.verified)).toEqual([]);

    const none = await ctx().createUser({ plan: "professional" });
    expect((await ask(none, ctx().db, "O que muda em 2027 para minha empresa?")).text).toContain(
      "cadastre-a em Empresas",
    );
  });
});
