"use client";

import { formatMonthYear } from "@/lib/br/date";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { ProjectedMonth } from "@/lib/insights";

/**
 * The twelve months of a company's projection (/regime-alert), as the body of its table. A client component fed the
 * months as data: rendered on the server, each row travelled twice, as HTML and again as its element tree in the RSC
 * payload, ~4 kB a company (docs/performance.md).
 */
export function ProjectionRows({ months }: { months: ProjectedMonth[] }) {
  return (
    // The figures' cells take their look from the body (twelve rows per company, each class once).
    <tbody className="[&_td]:py-1 [&_td:not(:last-child)]:pr-2 [&_td:not(:last-child)]:text-right [&_td:not(:last-child)]:tabular-nums">
      {months.map((m) => (
        <tr key={`${m.month.year}-${m.month.month}`} className="border-b last:border-0">
          <th scope="row" className="py-1 pr-2 text-left font-normal">
            {formatMonthYear(m.month.year, m.month.month)}
          </th>
          <td>{formatBrl(m.revenue)}</td>
          <td>{formatBrl(m.rbt12)}</td>
          <td>{formatBrl(m.yearToDate)}</td>
          <td>{m.fatorR === null ? "—" : formatPercent(m.fatorR)}</td>
          <td>{m.annex ?? "—"}</td>
        </tr>
      ))}
    </tbody>
  );
}
