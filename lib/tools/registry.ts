import type { z } from "zod";
import type { PlanFeatureFlag } from "@/lib/db/enums";
import { cltVsPj, compareRegimes, laborCost, meiCheck, proLaboreVsDividends } from "@/lib/tax";
import { cltVsPjFormSchema } from "./schemas/clt-vs-pj";
import { fiscalFormSchema } from "./schemas/fiscal";
import { laborFormSchema } from "./schemas/labor";
import { meiFormSchema } from "./schemas/mei";
import { profitStrategyFormSchema } from "./schemas/profit-strategy";

type ToolDef<S extends z.ZodType, R> = {
  /** Plan flag that opens the tool (page, calculation and save). */
  feature: PlanFeatureFlag;
  schema: S;
  /** The engine call: every number comes from lib/tax. */
  run: (input: z.output<S>) => R;
  year: (input: z.output<S>) => number;
  /** Annual savings to list with the saved simulation, when the tool finds one. */
  savings: (result: R) => number | null;
};

const tool = <S extends z.ZodType, R>(def: ToolDef<S, R>) => def;

/** The calculators; keys are also their simulations.simulation_type. */
export const TOOLS = {
  fiscal: tool({
    feature: "fiscalSimulator",
    schema: fiscalFormSchema,
    run: (i) => compareRegimes(i.profile, i.year),
    year: (i) => i.year,
    savings: (r) => r.savings,
  }),
  labor: tool({ feature: "laborSimulator", schema: laborFormSchema, run: laborCost, year: (i) => i.year ?? 2026, savings: () => null }),
  clt_vs_pj: tool({ feature: "cltVsPj", schema: cltVsPjFormSchema, run: cltVsPj, year: (i) => i.year ?? 2026, savings: () => null }),
  mei: tool({
    feature: "meiChecker",
    schema: meiFormSchema,
    run: meiCheck,
    year: (i) => i.year ?? 2026,
    savings: (r) => (r.eligible && r.annualSavings > 0 ? r.annualSavings : null),
  }),
  profit_strategy: tool({
    feature: "profitStrategy",
    schema: profitStrategyFormSchema,
    run: proLaboreVsDividends,
    year: (i) => i.year ?? 2026,
    savings: (r) => (r.savings > 0 ? r.savings : null),
  }),
};

export type ToolKey = keyof typeof TOOLS;
export const TOOL_KEYS = Object.keys(TOOLS) as ToolKey[];
export type ToolInput<K extends ToolKey> = z.output<(typeof TOOLS)[K]["schema"]>;
export type ToolResult<K extends ToolKey> = ReturnType<(typeof TOOLS)[K]["run"]>;

/** Untyped view of one tool, for code that handles every tool the same way. */
export function toolDef(key: ToolKey): ToolDef<z.ZodType, unknown> {
  return TOOLS[key] as unknown as ToolDef<z.ZodType, unknown>;
}
