import {
  FIRST_OPTION_WINDOW,
  OPTION_WINDOW_NOTE,
  OPTION_WINDOW_RULES,
  OPTION_WINDOW_SOURCE,
  OPTION_WINDOW_SPAN,
} from "../tables/reform";
import { isoDate } from "../validate";
import type { OptionWindow } from "./types";

function iso(year: number, month: number, day: number): string {
  return `${year}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/**
 * Every option window of the Simples for the regular IBS/CBS regime, oldest first: the first cycle as
 * extended by Res. CGSN 194/2026, then the rule of LC 123 art. 13 §10 (LC 227/2026): September for the
 * semester starting in January and March (not April, the original LC 214 wording) for the one starting
 * in July, cancellable until 30/11 and 31/05 (Res. CGSN 190/2026, arts. 40-C and 40-D).
 */
export function optionWindows(): OptionWindow[] {
  const out: OptionWindow[] = [{ ...FIRST_OPTION_WINDOW }];
  const { firstRuleYear, firstRuleHalf, lastYear } = OPTION_WINDOW_SPAN;
  for (let year = firstRuleYear; year <= lastYear; year++) {
    for (const rule of OPTION_WINDOW_RULES) {
      if (year === firstRuleYear && rule.half < firstRuleHalf) continue;
      const windowYear = rule.effectiveMonth < rule.optMonth ? year - 1 : year;
      out.push({
        semester: `${year}-${rule.half}`,
        optFrom: iso(windowYear, rule.optMonth, rule.optFromDay),
        optUntil: iso(windowYear, rule.optMonth, rule.optUntilDay),
        cancelUntil: iso(windowYear, rule.cancelMonth, rule.cancelUntilDay),
        effectiveFrom: iso(year, rule.effectiveMonth, 1),
        source: OPTION_WINDOW_SOURCE.source,
        grade: OPTION_WINDOW_SOURCE.grade,
        note: `opção irretratável para o semestre; ${OPTION_WINDOW_NOTE}`,
      });
    }
  }
  return out;
}

/**
 * The first window in which the option can still be made on `today` (ISO date, Brasília): the one being
 * open, or the next to open; null after the last generated window.
 */
export function nextOptionWindow(today: string): OptionWindow | null {
  isoDate(today, "today");
  return optionWindows().find((w) => w.optUntil >= today) ?? null;
}
