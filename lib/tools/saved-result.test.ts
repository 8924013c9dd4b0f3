import { describe, expect, it } from "vitest";
import { computeTool } from "./compute";
import { fiscalDefaults } from "./fiscal-defaults";
import { TAX_ENGINE_VERSION } from "@/lib/tax";
import { readSavedResult, SAVED_RESULT_VERSION, toSavedResult } from "./saved-result";

const fiscal = computeTool("fiscal", { ...fiscalDefaults(null), annualRevenue: "600.000,00" });

describe("saved simulation results", () => {
  it("stores the engine result in a versioned envelope and reads it back", () => {
    if (!fiscal.ok) throw new Error("fiscal fixture did not compute");
    const stored = JSON.parse(JSON.stringify(toSavedResult(fiscal.result)));
    expect(stored).toEqual({ v: SAVED_RESULT_VERSION, engine: TAX_ENGINE_VERSION, data: fiscal.result });
    expect(readSavedResult(stored)).toEqual({
      version: SAVED_RESULT_VERSION,
      engine: TAX_ENGINE_VERSION,
      data: fiscal.result,
    });
  });

  it("reads rows saved before the envelope (the bare result) as version 0", () => {
    if (!fiscal.ok) throw new Error("fiscal fixture did not compute");
    const legacy = JSON.parse(JSON.stringify(fiscal.result));
    expect(readSavedResult(legacy)).toEqual({ version: 0, engine: 1, data: fiscal.result });
  });

  it("reads the engine version beside the envelope version (1 when missing or malformed)", () => {
    expect(readSavedResult({ v: 2, engine: 3, data: { a: 1 } })).toEqual({ version: 2, engine: 3, data: { a: 1 } });
    expect(readSavedResult({ v: 1, engine: "2026.1", data: { a: 1 } })).toEqual({
      version: 1,
      engine: 1,
      data: { a: 1 },
    });
    expect(readSavedResult({ v: 1, data: { a: 1 } })).toEqual({ version: 1, engine: 1, data: { a: 1 } });
  });

  it("treats an object with other keys as a legacy result, not an envelope", () => {
    const legacyLike = { v: 1, data: { a: 1 }, savings: 10 };
    expect(readSavedResult(legacyLike)).toEqual({ version: 0, engine: 1, data: legacyLike });
  });

  it("has nothing to show for empty or malformed values", () => {
    for (const stored of [null, undefined, "x", 3, [], { v: 1, data: null }, { v: 1, data: "x" }]) {
      expect(readSavedResult(stored)).toBeNull();
    }
  });
});
