import { tool, type ToolSet } from "ai";
import type { PlanFeatureFlag } from "@/lib/db/enums";
import type { MessageKey } from "@/lib/errors";
import { TaxInputError } from "@/lib/tax";
import { ENGINE_JOB_KEYS, TOOL_KEYS, engineJobDef, toolDef } from "@/lib/tools/catalogue";
import type { ToolContext } from "@/lib/tools/context";

// The assistant's tools into the tax engine: one per calculator and per engine job of the catalogue, with the
// catalogue's own zod schema as input schema (form-like pt-BR text → engine input) and its run function. The
// model gets the engine's result with its steps (memória de cálculo and legal sources), or a short error.

export type Translate = (key: MessageKey) => string;

export type EngineToolOutput = { ok: true; result: unknown } | { ok: false; error: string };

function execute(run: (input: unknown) => unknown, t: Translate) {
  return async (input: unknown): Promise<EngineToolOutput> => {
    try {
      return { ok: true, result: run(input) };
    } catch (error) {
      // The schema accepted the text, the engine refused the values (e.g. a limit of the law): tell the model why.
      if (error instanceof TaxInputError)
        return { ok: false, error: `${t("tools.errors.invalidInput")} (${error.message})` };
      throw error;
    }
  };
}

/**
 * Engine tools for a user whose plan opens `allowed` features (each calculator keeps its plan flag); `context` is
 * the server's half of a calculation (loadToolContext: reference-rate scenarios, today).
 */
export function engineTools(
  t: Translate,
  allowed: (feature: PlanFeatureFlag) => boolean,
  context: ToolContext,
): ToolSet {
  const tools: ToolSet = {};
  for (const key of TOOL_KEYS) {
    const def = toolDef(key);
    if (!allowed(def.feature)) continue;
    tools[key] = tool({
      description: `${t(def.messages.title)}. ${t(def.messages.description)}`,
      inputSchema: def.schema,
      execute: execute((input) => def.run(input, context), t),
    });
  }
  for (const key of ENGINE_JOB_KEYS) {
    const def = engineJobDef(key);
    tools[key] = tool({
      description: `${t(def.messages.title)}. ${t(def.messages.description)}`,
      inputSchema: def.schema,
      execute: execute(def.run, t),
    });
  }
  return tools;
}
