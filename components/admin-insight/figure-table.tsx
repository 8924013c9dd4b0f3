import { ScrollTable } from "@/components/ui/scroll-table";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A small table of figures: the first column names the row, the others are numbers (right-aligned). */
export function FigureTable({ head, rows, caption }: { head: string[]; rows: string[][]; caption: string }) {
  return (
    <ScrollTable label={caption} tableClassName="caption-bottom">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {head.map((h, i) => (
            <TableHead key={h} className={i > 0 ? "text-right" : undefined}>
              {h}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row[0]}>
            {row.map((cell, i) => (
              <TableCell key={`${row[0]}-${i}`} className={i > 0 ? "text-right tabular-nums" : undefined}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
