import { guardedFetch, OutboundError, type GuardOptions } from "@/lib/security/ssrf";
import type { SelicMonth } from "@/lib/tax/selic";
import { parseSelicPercent } from "./schema";

// The Banco Central's public API for SGS series 4390 ("Taxa de juros - Selic acumulada no mês"), the monthly
// figures of the Receita's "Taxa de Juros Selic" table. Answer: [{ "data": "01/01/2026", "valor": "1.16" }, ...].

export const BCB_SELIC_URL = "https://api.bcb.gov.br/dados/serie/bcdata.sgs.4390/dados";

export type BcbFetchOptions = { baseUrl?: string; guard?: GuardOptions };

/** The months of a BCB answer; throws SyntaxError when the body is not that shape (a page of HTML, an error object). */
export function parseBcbSeries(body: string): SelicMonth[] {
  const rows: unknown = JSON.parse(body);
  if (!Array.isArray(rows)) throw new SyntaxError("BCB: a resposta não é uma lista");
  return rows.map((row) => {
    const data = (row as { data?: unknown })?.data;
    const valor = (row as { valor?: unknown })?.valor;
    const date = typeof data === "string" ? data.match(/^01\/(0[1-9]|1[0-2])\/(\d{4})$/) : null;
    const rate = typeof valor === "string" ? parseSelicPercent(valor) : null;
    if (!date || rate === null) throw new SyntaxError(`BCB: linha inesperada ${JSON.stringify(row).slice(0, 80)}`);
    return { period: `${date[2]}-${date[1]}`, rate };
  });
}

/** "YYYY-MM" → "01/MM/YYYY", the API's date form. */
const bcbDate = (period: string) => `01/${period.slice(5, 7)}/${period.slice(0, 4)}`;

/** Fetches the months from `fromPeriod` to `toPeriod` through the outbound guard (5 s, 64 KB). */
export async function fetchBcbSelic(
  fromPeriod: string,
  toPeriod: string,
  options: BcbFetchOptions = {},
): Promise<SelicMonth[]> {
  const url = new URL(options.baseUrl ?? BCB_SELIC_URL);
  url.searchParams.set("formato", "json");
  url.searchParams.set("dataInicial", bcbDate(fromPeriod));
  url.searchParams.set("dataFinal", bcbDate(toPeriod));
  const response = await guardedFetch(url.toString(), { headers: { Accept: "application/json" } }, options.guard);
  if (response.status !== 200) throw new OutboundError("network", `BCB answered ${response.status}`);
  if (response.truncated) throw new OutboundError("network", "BCB answer too large");
  return parseBcbSeries(response.body);
}
