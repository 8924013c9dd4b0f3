import { formatMonthRef } from "@/lib/br/date";
import { formatBrlFromCentavos, formatPercent } from "@/lib/br/money";

/** "2026-08" → "08/2026". */
export const formatPa = (month: string) => formatMonthRef(month);
export const brl = formatBrlFromCentavos;
/** A ratio in parts per million as a pt-BR percentage ("0,20" → "20,00%"). */
export const ppmPercent = (ppm: number) => formatPercent(ppm / 1_000_000);
