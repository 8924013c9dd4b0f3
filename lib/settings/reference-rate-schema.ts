import { z } from "zod";
import {
  DEFAULT_REFERENCE_SCENARIO_ID,
  officialScenario,
  REFERENCE_SCENARIOS,
  scenarioSource,
} from "@/lib/tax/reform/scenarios";
import type { ReferenceScenario } from "@/lib/tax/reform/types";
import { formatIsoDate } from "@/lib/br/date";
import { formatPercentPoints } from "@/lib/br/number";

// The official CBS/IBS reference rate (LC 214/2025 art. 349: a Senate resolution on the TCU's calculation, or the
// TCU figure when the Senate has not acted by 22 December, art. 349 §2) as the admin types it on /admin/settings.
// Client-safe: the form and the action share it. Empty until the act is published.

const E = "adminSettings.reform.errors";

/** A reference rate in percent, 0–40 with up to two decimals: "8,8", "17.7". */
const ratePercent = z
  .string()
  .trim()
  .min(1, `${E}.required`)
  .regex(/^\d{1,2}([.,]\d{1,2})?$/, `${E}.percent`)
  .transform((v) => Number(v.replace(",", ".")))
  .refine((n) => n > 0 && n <= 40, `${E}.percent`);

/** An ISO calendar date (the input type="date" sends yyyy-mm-dd), no earlier than LC 214/2025 (16/01/2025). */
const actDate = z
  .string()
  .trim()
  .min(1, `${E}.required`)
  .regex(/^\d{4}-\d{2}-\d{2}$/, `${E}.date`)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= "2025-01-16";
  }, `${E}.date`);

/** The act that fixed a rate, e.g. "Resolução do Senado Federal nº 12/2026" or "Cálculo do TCU (LC 214 art. 349 §2)". */
const actName = z.string().trim().min(5, `${E}.act`).max(200, `${E}.act`);

/**
 * The form: the CBS reference rate with the act that fixed it (the Senate resolution of art. 349, due by
 * 15/12/2026, fixes the CBS one), and the IBS reference rate only if its own act exists (the CGIBS and the
 * federation fix it apart): the three IBS fields empty, or all three filled. Flat, as the form posts it.
 */
export const officialRateFormSchema = z
  .object({
    cbsPercent: ratePercent,
    act: actName,
    date: actDate,
    ibsPercent: z.string().trim().default(""),
    ibsAct: z.string().trim().default(""),
    ibsDate: z.string().trim().default(""),
  })
  .transform((v, ctx): OfficialRate => {
    const ibs = { percent: v.ibsPercent, act: v.ibsAct, date: v.ibsDate };
    if (ibs.percent === "" && ibs.act === "" && ibs.date === "")
      return { cbsPercent: v.cbsPercent, act: v.act, date: v.date, ibs: null };
    const parts = [
      ["ibsPercent", ratePercent.safeParse(ibs.percent)],
      ["ibsAct", actName.safeParse(ibs.act)],
      ["ibsDate", actDate.safeParse(ibs.date)],
    ] as const;
    for (const [field, parsed] of parts)
      if (!parsed.success) ctx.addIssue({ code: "custom", path: [field], message: parsed.error.issues[0].message });
    const [percent, act, date] = parts.map(([, parsed]) => parsed.data);
    if (typeof percent !== "number" || typeof act !== "string" || typeof date !== "string") return z.NEVER;
    return { cbsPercent: v.cbsPercent, act: v.act, date: v.date, ibs: { percent, act, date } };
  });

export type OfficialRateFormValues = z.input<typeof officialRateFormSchema>;
/**
 * The stored official rate: the CBS reference rate in percent with its act and ISO date, and the IBS one with its
 * own act once published (null until then: the projections keep the default estimate's IBS, and say so).
 */
export type OfficialRate = {
  cbsPercent: number;
  act: string;
  date: string;
  ibs: { percent: number; act: string; date: string } | null;
};

/** The key of system_settings that holds it (JSON); absent or empty = not published yet. */
export const OFFICIAL_RATE_SETTING = "reform_official_reference_rate";

/**
 * The stored JSON when it is a valid official rate, else null (a hand-edited row never reaches the engine broken).
 * A rate saved before the IBS had fields of its own ({ cbsPercent, ibsPercent, act, date }) reads as both rates
 * fixed by that act.
 */
export function parseOfficialRate(stored: string | null | undefined): OfficialRate | null {
  if (!stored) return null;
  try {
    const raw = JSON.parse(stored) as Record<string, unknown>;
    const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));
    const ibs = (raw.ibs ?? null) as Record<string, unknown> | null;
    const legacy = raw.ibsPercent !== undefined && raw.ibs === undefined;
    const parsed = officialRateFormSchema.safeParse({
      cbsPercent: text(raw.cbsPercent),
      act: text(raw.act),
      date: text(raw.date),
      ibsPercent: legacy ? text(raw.ibsPercent) : text(ibs?.percent),
      ibsAct: legacy ? text(raw.act) : text(ibs?.act),
      ibsDate: legacy ? text(raw.date) : text(ibs?.date),
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The official scenario: the CBS reference of the act, and the IBS of its own act or, until it exists, the default
 * estimate's IBS, named as such in the scenario's name and source (every result shows both).
 */
export function officialScenarioOf(rate: OfficialRate): ReferenceScenario {
  const estimate = REFERENCE_SCENARIOS.find((s) => s.id === DEFAULT_REFERENCE_SCENARIO_ID) ?? REFERENCE_SCENARIOS[0];
  const ibsPercent = rate.ibs?.percent ?? estimate.ibsPercent;
  const scenario = officialScenario({ cbsPercent: rate.cbsPercent, ibsPercent, act: rate.act, date: rate.date });
  if (rate.ibs) {
    const sameAct = rate.ibs.act === rate.act && rate.ibs.date === rate.date;
    return sameAct
      ? scenario
      : { ...scenario, source: `${scenario.source}; IBS: ${rate.ibs.act} (${formatIsoDate(rate.ibs.date)})` };
  }
  const percent = (n: number) => formatPercentPoints(n, { max: 2 });
  return {
    ...scenario,
    name: `Oficial: CBS ${percent(rate.cbsPercent)} + IBS estimado ${percent(ibsPercent)} (${percent(rate.cbsPercent + ibsPercent)})`,
    source: `${scenario.source}; IBS: estimativa (${scenarioSource(estimate)}) até o ato do IBS`,
  };
}

/**
 * The scenarios in the order every caller offers them: the official rate (if set) first, then the built-in
 * estimates of lib/tax with the default one first. Pure: getReferenceScenarios (server) feeds it the stored rate.
 */
export function referenceScenariosWith(official: OfficialRate | null): ReferenceScenario[] {
  const estimates = [...REFERENCE_SCENARIOS].sort(
    (a, b) => Number(b.id === DEFAULT_REFERENCE_SCENARIO_ID) - Number(a.id === DEFAULT_REFERENCE_SCENARIO_ID),
  );
  return official ? [officialScenarioOf(official), ...estimates] : estimates;
}
