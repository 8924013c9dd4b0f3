import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl } from "@/lib/br/money";
import type { CompanySummary } from "@/lib/companies/queries";

/** Tiles computed from the user's companies: total, active, revenue of the last 12 months, Simples count. */
export function CompanySummaryTiles({ summary }: { summary: CompanySummary }) {
  const t = useTranslations("companies.tiles");
  const tiles = [
    { key: "total", value: String(summary.total) },
    { key: "active", value: String(summary.active) },
    { key: "revenue", value: formatBrl(summary.totalRevenue) },
    { key: "simples", value: String(summary.simples) },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.key} className="gap-2 py-4" data-testid={`companies-tile-${tile.key}`}>
          <CardHeader className="px-4">
            <CardTitle className="text-muted-foreground text-sm font-normal">{t(tile.key)}</CardTitle>
          </CardHeader>
          <CardContent className="px-4 text-xl font-semibold break-words tabular-nums">{tile.value}</CardContent>
        </Card>
      ))}
    </div>
  );
}
