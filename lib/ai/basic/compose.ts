import { createTranslator } from "next-intl";
import { formatBrlText, formatPercentText } from "@/lib/br/money";
import type { Step } from "@/lib/tax";
import { engineJobDef, toolDef, type EngineJobKey, type ToolFormValues, type ToolKey } from "@/lib/tools/catalogue";
import type { ToolContext } from "@/lib/tools/context";
import messages from "@/messages/pt-BR.json";
import type { ToolEvidence } from "../grounding";

// What every basic-mode answer is made of: its texts, the engine run through the catalogue, and the blocks
// (steps, sources) each answer ends with.

export const t = createTranslator({ locale: "pt-BR", messages, namespace: "aiAssistant.basic" });

export type BasicAnswer = {
  text: string;
  tools: (ToolEvidence & { input: unknown })[];
  knowledge: { id: string; text: string; law: string }[];
  /** Calculator routes worth opening next. */
  related: string[];
  /** The sample questions (or parts of one) the answer quotes as examples of how to ask; see grounding.ts. */
  examples?: string[];
};

export { formatBrlText as money, formatPercentText as pct };

type Ran<R> = { ok: true; input: unknown; result: R } | { ok: false };

/**
 * Runs a catalogue tool or engine job exactly as the assistant's tools do: schema, then engine, with the server's
 * context (reference-rate scenarios, today) for the tools that read it. A tool's `values` are the question's
 * figures over the form's own starting values (the catalogue's `defaults`, year included), as if typed into it.
 */
export function run<R, K extends ToolKey = ToolKey>(
  kind: "tool",
  key: K,
  values: Partial<ToolFormValues<K>>,
  context?: ToolContext,
): Ran<R>;
export function run<R>(kind: "job", key: EngineJobKey, values: Record<string, unknown>): Ran<R>;
export function run<R>(
  kind: "tool" | "job",
  key: string,
  values: Record<string, unknown>,
  context?: ToolContext,
): Ran<R> {
  const tool = kind === "tool" ? toolDef(key as ToolKey) : null;
  const def = tool ?? engineJobDef(key as EngineJobKey);
  const parsed = def.schema.safeParse(tool ? { ...(tool.defaults as Record<string, unknown>), ...values } : values);
  if (!parsed.success) return { ok: false };
  try {
    return {
      ok: true,
      input: parsed.data,
      result: (tool ? tool.run(parsed.data, context) : def.run(parsed.data)) as R,
    };
  } catch {
    return { ok: false };
  }
}

export function stepsBlock(steps: readonly Step[], max: number): string {
  const lines = steps.slice(0, max).map((s) => `• ${s.label}: ${s.formula} (${s.source})`);
  return `${t("stepsTitle")}\n${lines.join("\n")}`;
}

export function sourcesBlock(steps: readonly Step[]): string {
  return `${t("sourcesTitle")} ${[...new Set(steps.map((s) => s.source))].join("; ")}.`;
}

export function compose(parts: (string | null | false | undefined)[]): string {
  return parts.filter(Boolean).join("\n\n");
}
