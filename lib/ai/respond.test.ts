import { readUIMessageStream, simulateReadableStream, type UIMessageChunk } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { createTranslator } from "next-intl";
import messages from "@/messages/pt-BR.json";
import { engineTools } from "./engine-tools";
import { streamModelTurn, type FinishedTurn } from "./respond";
import type { ChatFailure } from "./provider-errors";

const t = createTranslator({ locale: "pt-BR", messages });
const tools = engineTools(
  (key) => t(key),
  () => true,
  { referenceScenarios: [], today: "2026-11-26" },
);
const usage = {
  inputTokens: { total: 120, noCache: 120, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 30, text: 30, reasoning: 0 },
};

const toolCallStep = (input: unknown): LanguageModelV3StreamPart[] => [
  { type: "stream-start", warnings: [] },
  { type: "tool-call", toolCallId: "call-1", toolName: "simples_das", input: JSON.stringify(input) },
  { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage },
];
const textStep = (text: string): LanguageModelV3StreamPart[] => [
  { type: "stream-start", warnings: [] },
  { type: "text-start", id: "t1" },
  ...text
    .split(" ")
    .map((w, i): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t1", delta: i === 0 ? w : ` ${w}` })),
  { type: "text-end", id: "t1" },
  { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
];

/** A model that answers each call with the next scripted step, and records the prompts it was given. */
function scriptedModel(steps: LanguageModelV3StreamPart[][]) {
  let call = 0;
  return new MockLanguageModelV3({
    doStream: async () => ({ stream: simulateReadableStream({ chunks: steps[Math.min(call++, steps.length - 1)] }) }),
  });
}

type Run = { finished: FinishedTurn | null; failures: ChatFailure[]; chunks: UIMessageChunk[]; lastMessage: unknown };

async function runTurn(model: MockLanguageModelV3, question: string, timeoutMs = 10_000): Promise<Run> {
  const run: Run = { finished: null, failures: [], chunks: [], lastMessage: null };
  const response = streamModelTurn({
    model,
    tools,
    messages: [{ role: "user", content: question }],
    question,
    maxOutputTokens: 2000,
    temperature: 0.7,
    timeoutMs,
    onFinished: async (turn) => {
      run.finished = turn;
    },
    onFailed: (failure) => {
      run.failures.push(failure);
    },
  });
  const [forChunks, forMessage] = parseStream(response).tee();
  const reading = (async () => {
    for await (const message of readUIMessageStream({ stream: forMessage })) run.lastMessage = message;
  })();
  for await (const chunk of forChunks) run.chunks.push(chunk);
  await reading;
  return run;
}

/** The SSE body of a UI message stream response, back into chunks. */
function parseStream(response: Response): ReadableStream<UIMessageChunk> {
  const lines = response.body!.pipeThrough(new TextDecoderStream());
  let buffer = "";
  return lines.pipeThrough(
    new TransformStream<string, UIMessageChunk>({
      transform(text, controller) {
        buffer += text;
        const events = buffer.split("\n\n");
        buffer = events.pop() ?? "";
        for (const event of events) {
          const data = event.replace(/^data: /, "");
          if (data && data !== "[DONE]") controller.enqueue(JSON.parse(data) as UIMessageChunk);
        }
      },
    }),
  );
}

const question = "Quanto pago de DAS com faturamento de R$ 30 mil por mês em comércio?";

describe("a model turn with the engine tools (MockLanguageModelV3)", () => {
  it("round trip in two steps: the model calls the engine, reads its result and answers; amounts are checked", async () => {
    const model = scriptedModel([
      toolCallStep({ activity: "comercio", monthRevenue: "30.000,00" }),
      textStep(
        "O DAS do mês é de R$ 1.695,01, alíquota efetiva de 5,65% (LC 123/2006, art. 18). Por ano seriam R$ 21.000,00.",
      ),
    ]);
    const run = await runTurn(model, question);

    // Second call: the prompt carries the engine's result back to the model.
    expect(model.doStreamCalls).toHaveLength(2);
    const toolMessage = model.doStreamCalls[1].prompt.find((m) => m.role === "tool");
    expect(JSON.stringify(toolMessage)).toContain('"das":1695.01');

    expect(run.failures).toEqual([]);
    const turn = run.finished!;
    expect(turn.text).toContain("R$ 1.695,01");
    expect(turn.usage).toEqual({ inputTokens: 240, outputTokens: 60 });
    const toolPart = turn.parts.find((p) => p.type === "tool-simples_das") as {
      state: string;
      output: { ok: boolean; result: { das: number } };
    };
    expect(toolPart.state).toBe("output-available");
    expect(toolPart.output.result.das).toBe(1695.01);

    // The engine's amount is verified, the invented yearly figure is not.
    const byText = Object.fromEntries(turn.grounding.amounts.map((a) => [a.text, a]));
    expect(byText["R$ 1.695,01"]).toMatchObject({
      verified: true,
      source: { kind: "tool", tool: "simples_das", step: "DAS do mês" },
    });
    expect(byText["5,65%"].verified).toBe(true);
    expect(byText["R$ 21.000,00"].verified).toBe(false);

    // The browser gets the grounding as the message's metadata.
    expect((run.lastMessage as { metadata?: { grounding?: unknown } }).metadata?.grounding).toEqual(turn.grounding);
  });

  it("invalid tool input does not throw: the error goes back to the model, which answers", async () => {
    const model = scriptedModel([
      toolCallStep({ activity: "padaria", monthRevenue: "trinta" }),
      textStep("Preciso da atividade e do faturamento em reais."),
    ]);
    const run = await runTurn(model, question);
    expect(run.failures).toEqual([]);
    expect(model.doStreamCalls).toHaveLength(2);
    expect(JSON.stringify(model.doStreamCalls[1].prompt.find((m) => m.role === "tool"))).toMatch(/error/i);
    expect(run.chunks.some((c) => c.type === "tool-input-error" || c.type === "tool-output-error")).toBe(true);
    expect(run.finished?.text).toBe("Preciso da atividade e do faturamento em reais.");
  });

  it("a provider error reaches the browser as a code only, and nothing is stored", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw Object.assign(new Error("Incorrect API key provided: sk-abc***"), { name: "AI_APICallError" });
      },
    });
    const run = await runTurn(model, question);
    expect(run.finished).toBeNull();
    const errors = run.chunks.filter((c) => c.type === "error");
    expect(errors).toEqual([{ type: "error", errorText: "generic" }]);
    expect(JSON.stringify(run.chunks)).not.toContain("sk-abc");
  });

  it("a model that does not answer in time ends as a timeout", async () => {
    const model = new MockLanguageModelV3({
      doStream: async ({ abortSignal }) => ({
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            abortSignal?.addEventListener("abort", () => controller.error(abortSignal.reason));
          },
        }),
      }),
    });
    const run = await runTurn(model, question, 50);
    expect(run.failures).toEqual(["timeout"]);
    expect(run.chunks.filter((c) => c.type === "error")).toEqual([{ type: "error", errorText: "timeout" }]);
    expect(run.finished).toBeNull();
  });
});
