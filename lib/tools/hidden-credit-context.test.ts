import { describe, expect, it } from "vitest";
import { computeTool } from "./compute";
import { HIDDEN_CREDITS_FORM_DEFAULTS } from "./schemas/hidden-credits";

// The Selic months after the engine's stored series (12/2025) reach the hidden-credits tool through the request's
// ToolContext (loadToolContext reads them from the database once per request), never through module state: the
// tool page, the API and the assistant, given the same context, answer alike. Test rates, not the published ones.

describe("hidden credits and the ToolContext's Selic months", () => {
  it("the tool runs on the months of its ToolContext (the page, the API and the assistant pass the same)", () => {
    const values = { ...HIDDEN_CREDITS_FORM_DEFAULTS, type: "icms_exclusao", icms: "18.000,00", months: "1" };
    const context = { referenceScenarios: [], today: "2026-11-29", selicMonths: [{ period: "2026-01", rate: 116 }] };
    const withMonths = computeTool("hidden_credits", values, context);
    const without = computeTool("hidden_credits", values, { ...context, selicMonths: [] });
    if (!withMonths.ok || !without.ok) throw new Error("the form values should parse");
    const last = (r: unknown) => (r as { selic: { lastMonth: string } }).selic.lastMonth;
    expect(last(withMonths.result)).toBe("2026-01");
    expect(last(without.result)).toBe("2025-12");
  });
});
