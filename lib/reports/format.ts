import { createTranslator } from "next-intl";
import { APP_TIME_ZONE, formatDate, formatDateTime } from "@/lib/br/date";
import { formatBrlText, formatPercentText, normaliseSpaces } from "@/lib/br/money";
import { formatStepValue } from "@/lib/tools/step-value";
import messages from "@/messages/pt-BR.json";
import { formatInteger } from "@/lib/br/number";

// The pt-BR helpers of the screens, for the PDF. Intl puts a no-break space after "R$"; the PDF prints a plain
// one, so what a reader copies out of the report (or pdftotext reads) is "R$ 1.234,56" as typed.

/** Translator over the whole catalogue (full keys: "reports.pdf.disclaimer", "tools.labor.rows.cpp"). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function reportTranslator(): Translate {
  const t = createTranslator({ locale: "pt-BR", messages, timeZone: APP_TIME_ZONE });
  return (key, values) => (t as unknown as Translate)(key, values);
}

export {
  formatBrlText as money,
  formatPercentText as percent,
  formatDate as date,
  formatDateTime as dateTime,
  formatInteger as integer,
};
export const stepValue = (step: { label: string; value: number }): string => normaliseSpaces(formatStepValue(step));
