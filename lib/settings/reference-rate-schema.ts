import { z } from "zod";
import { DEFAULT_REFERENCE_SCENARIO_ID, officialScenario, REFERENCE_SCENARIOS } from "@/lib/tax/reform/scenarios";
import type { ReferenceScenario } from "@/lib/tax/reform/types";

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

export const officialRateFormSchema = z.object({
  cbsPercent: ratePercent,
  ibsPercent: ratePercent,
  /** The act's name, e.g. "Resolução do Senado Federal nº 12/2026" or "Cálculo do TCU (LC 214 art. 349 §2)". */
  act: z.string().trim().min(5, `${E}.act`).max(200, `${E}.act`),
  date: actDate,
});

export type OfficialRateFormValues = z.input<typeof officialRateFormSchema>;
/** The stored official rate: CBS and IBS reference rates in percent, the act and its ISO date. */
export type OfficialRate = z.output<typeof officialRateFormSchema>;

/** The key of system_settings that holds it (JSON); absent or empty = not published yet. */
export const OFFICIAL_RATE_SETTING = "reform_official_reference_rate";

/** The stored JSON when it is a valid official rate, else null (a hand-edited row never reaches the engine broken). */
export function parseOfficialRate(stored: string | null | undefined): OfficialRate | null {
  if (!stored) return null;
  try {
    const raw = JSON.parse(stored) as Record<string, unknown>;
    const parsed = officialRateFormSchema.safeParse({
      cbsPercent: String(raw.cbsPercent ?? ""),
      ibsPercent: String(raw.ibsPercent ?? ""),
      act: String(raw.act ?? ""),
      date: String(raw.date ?? ""),
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The scenarios in the order every caller offers them: the official rate (if set) first, then the built-in
 * estimates of lib/tax with the default one first. Pure: getReferenceScenarios (server) feeds it the stored rate.
 */
export function referenceScenariosWith(official: OfficialRate | null): ReferenceScenario[] {
  const estimates = [...REFERENCE_SCENARIOS].sort(
    (a, b) => Number(b.id === DEFAULT_REFERENCE_SCENARIO_ID) - Number(a.id === DEFAULT_REFERENCE_SCENARIO_ID),
  );
  return official ? [officialScenario(official), ...estimates] : estimates;
}
