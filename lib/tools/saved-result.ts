import { TAX_ENGINE_VERSION } from "@/lib/tax";

// simulations.result is stored in an envelope, { v: SAVED_RESULT_VERSION, engine: TAX_ENGINE_VERSION, data:
// <engine result> }, so that a later change to a result's shape can tell old rows from new ones and keep
// rendering both. Rows saved before the envelope hold the bare engine result; they read as version 0 (engine 1).
// No migration: the column stays jsonb.

/** Bump when a stored result's shape changes, and teach the result view to read the older versions. */
export const SAVED_RESULT_VERSION = 1;

export type SavedResultEnvelope = { v: number; engine: number; data: unknown };

/**
 * A stored result as read back: the envelope version it was saved with (0 = before the envelope), the tax
 * engine version that computed it, and the engine output.
 */
export type SavedResult = { version: number; engine: number; data: unknown };

const ENVELOPE_KEYS = new Set(["v", "data", "engine"]);

/** What save.ts writes to simulations.result. */
export function toSavedResult(result: unknown): SavedResultEnvelope {
  return { v: SAVED_RESULT_VERSION, engine: TAX_ENGINE_VERSION, data: result };
}

/** Reads simulations.result of any age; null when there is nothing to show. */
export function readSavedResult(stored: unknown): SavedResult | null {
  if (!isObject(stored)) return null;
  if (isEnvelope(stored)) {
    const engine = Number.isInteger(stored.engine) ? (stored.engine as number) : 1;
    return isObject(stored.data) ? { version: stored.v, engine, data: stored.data } : null;
  }
  return { version: 0, engine: 1, data: stored };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// Engine results never have a numeric `v` beside `data` and nothing else, so the test cannot misread a legacy row.
function isEnvelope(value: Record<string, unknown>): value is Record<string, unknown> & SavedResultEnvelope {
  return (
    Number.isInteger(value.v) &&
    (value.v as number) >= 1 &&
    "data" in value &&
    Object.keys(value).every((k) => ENVELOPE_KEYS.has(k))
  );
}
