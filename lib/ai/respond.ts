import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  stepCountIs,
  streamText,
  type LanguageModel,
  type ModelMessage,
  type TextStreamPart,
  type ToolSet,
  type UIMessage,
} from "ai";
import type { AiMode } from "@/lib/db/enums";
import { checkGrounding, type Grounding, type ToolEvidence } from "./grounding";
import { SYSTEM_PROMPT } from "./prompt";
import { classifyProviderError, type ChatFailure } from "./provider-errors";

// One model turn: stream the answer with the engine tools (several steps: call, read the result, answer),
// then check its grounding. Free of server-only imports so the whole turn runs in unit tests on a mock model.

export type AssistantMetadata = {
  mode: AiMode;
  grounding?: Grounding;
  createdAt?: string;
  /** Calculator routes the basic mode suggests opening next. */
  related?: string[];
};
export type AssistantUIMessage = UIMessage<AssistantMetadata>;

export type TurnUsage = { inputTokens: number; outputTokens: number };

/** What a finished turn leaves to store: the answer, its tool calls with results, grounding and usage. */
export type FinishedTurn = {
  text: string;
  parts: AssistantUIMessage["parts"];
  grounding: Grounding;
  usage: TurnUsage;
};

export type ModelTurnOptions = {
  model: LanguageModel;
  tools: ToolSet;
  messages: ModelMessage[];
  /** The user's question of this turn: its own figures count as verified. */
  question: string;
  maxOutputTokens: number;
  temperature: number;
  /** Abort the model call after this long (the user sees the timeout message). */
  timeoutMs: number;
  onFinished: (turn: FinishedTurn) => Promise<void>;
  onFailed: (failure: ChatFailure, error: unknown) => Promise<void> | void;
};

/** Most steps a turn may take (tool calls and the final answer). */
export const MAX_STEPS = 6;

/** Streams one model turn as a UI message stream response (text, tool calls and, at the end, the grounding). */
export function streamModelTurn(o: ModelTurnOptions): Response {
  let text = "";
  const tools: ToolEvidence[] = [];
  let grounding: Grounding = { v: 1, amounts: [] };
  let usage: TurnUsage = { inputTokens: 0, outputTokens: 0 };
  let failed = false;

  const result = streamText({
    model: o.model,
    system: SYSTEM_PROMPT,
    messages: o.messages,
    tools: o.tools,
    stopWhen: stepCountIs(MAX_STEPS),
    maxOutputTokens: o.maxOutputTokens,
    temperature: o.temperature,
    maxRetries: 1,
    timeout: { totalMs: o.timeoutMs },
    onError: async ({ error }) => {
      failed = true;
      await o.onFailed(classifyProviderError(error), error);
    },
  });

  const collect = (part: TextStreamPart<ToolSet>): AssistantMetadata | undefined => {
    switch (part.type) {
      case "text-delta":
        text += part.text;
        return undefined;
      case "tool-result":
        tools.push({ tool: part.toolName, output: part.output });
        return undefined;
      case "finish":
        usage = { inputTokens: part.totalUsage.inputTokens ?? 0, outputTokens: part.totalUsage.outputTokens ?? 0 };
        grounding = checkGrounding(text, { tools, question: o.question });
        return { mode: "model", grounding, createdAt: new Date().toISOString() };
      default:
        return undefined;
    }
  };

  const stream = createUIMessageStream<AssistantUIMessage>({
    execute: async ({ writer }) => {
      const chunks = result.toUIMessageStream<AssistantUIMessage>({
        messageMetadata: ({ part }) => collect(part),
        onError: (error) => (failed ? classifyProviderError(error) : "generic"),
      });
      for await (const chunk of chunks) {
        // The timeout aborts the call: the client must see it as a failure (with retry), not as an empty answer.
        if (chunk.type === "abort") {
          if (!failed) {
            failed = true;
            await o.onFailed("timeout", new Error("timeout"));
          }
          writer.write({ type: "error", errorText: "timeout" });
          continue;
        }
        writer.write(chunk);
      }
    },
    onFinish: async ({ responseMessage, isAborted }) => {
      if (failed || isAborted || text.trim() === "") return;
      await o.onFinished({ text, parts: responseMessage.parts, grounding, usage });
    },
  });
  return createUIMessageStreamResponse({ stream });
}
