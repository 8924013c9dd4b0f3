import { fieldErrorsOf } from "@/lib/action-result";
import type { FieldErrors, MessageKey } from "@/lib/errors";
import { TaxInputError } from "@/lib/tax";
import { toolDef, type ToolKey } from "./catalogue";
import type { ToolContext } from "./context";

export type Computed =
  | { ok: true; input: unknown; result: unknown; year: number; savings: number | null }
  | { ok: false; message: MessageKey; fieldErrors?: FieldErrors };

/**
 * Parses a tool's form values and runs the engine with the server's context (loadToolContext); bad input is a
 * typed failure, never a throw.
 */
export function computeTool(key: ToolKey, raw: unknown, context?: ToolContext): Computed {
  const def = toolDef(key);
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, message: "tools.errors.invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) };
  try {
    const result = def.run(parsed.data, context);
    return { ok: true, input: parsed.data, result, year: def.year(parsed.data), savings: def.savings(result) };
  } catch (error) {
    if (error instanceof TaxInputError) return { ok: false, message: "tools.errors.invalidInput" };
    throw error;
  }
}
