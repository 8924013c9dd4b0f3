import { formatBrlFromCentavos, formatPercent } from "@/lib/br/money";

/** "2026-08" → "08/2026". */
export const formatPa = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
export const brl = formatBrlFromCentavos;
/** A ratio in parts per million as a pt-BR percentage ("0,20" → "20,00%"). */
export const ppmPercent = (ppm: number) => formatPercent(ppm / 1_000_000);
