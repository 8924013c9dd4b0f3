import { toCsv } from "@/lib/br/csv";
import { formatMonthRef, monthOf } from "@/lib/br/date";
import { fileResponse } from "@/lib/file-response";
import { routeHandler } from "@/lib/route-handler";

/** The spreadsheet template: the columns the import reads, the twelve months before the current one (Brasília). */
export const GET = routeHandler({ auth: "session" }, async () => {
  const { year, month } = monthOf();
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 13 + i, 1));
    return formatMonthRef({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 });
  });
  const csv = toCsv([["CNPJ", "Nome", "Atividade", "Regime", "UF", ...months, "Folha mensal", "Pró-labore mensal"]]);
  return fileResponse(csv, { name: "modelo-empresas.csv", type: "text/csv; charset=utf-8" });
});
