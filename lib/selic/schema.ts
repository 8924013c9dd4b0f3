import { z } from "zod";
import { SELIC_MAX_RATE, SELIC_STORED_LAST_MONTH } from "@/lib/tax/selic";

// The administrator's entry of one month of the Selic series (Configurações › Série Selic): shared by the form
// and the action. Client-safe.

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "1,16" or "1.16" (percent, at most two decimals) → 116 hundredths of a percent; null when it is not such a number. */
export function parseSelicPercent(text: string): number | null {
  const match = text.trim().match(/^(\d{1,2})(?:[.,](\d{1,2}))?$/);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return hundredths <= SELIC_MAX_RATE ? hundredths : null;
}

export const selicMonthFormSchema = z.object({
  period: z
    .string()
    .trim()
    .regex(PERIOD, "adminSelic.errors.period")
    .refine((p) => p > SELIC_STORED_LAST_MONTH, "adminSelic.errors.stored"),
  rate: z.string().refine((r) => parseSelicPercent(r) !== null, "adminSelic.errors.rate"),
  note: z.string().trim().min(3, "adminSelic.errors.note").max(500, "adminSelic.errors.note"),
});
export type SelicMonthFormInput = z.input<typeof selicMonthFormSchema>;
export type SelicMonthForm = z.output<typeof selicMonthFormSchema>;

export const selicPeriodSchema = z.string().regex(PERIOD);
