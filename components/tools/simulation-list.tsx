"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import type { SimulationListItem } from "@/lib/simulations/queries";
import { DeleteSimulationButton } from "./delete-simulation-button";
import { TextLink } from "@/components/ui/text-link";

/**
 * Saved simulations: type, title, company, date (dd/MM/yyyy), savings; open and delete. A client component given
 * the items as data: rendered on the server, each row travelled as HTML and again as its element tree in the RSC
 * payload, ~3 kB a row (docs/performance.md).
 */
export function SimulationList({ items, deletable = true }: { items: SimulationListItem[]; deletable?: boolean }) {
  const t = useTranslations("simulations");
  return (
    <ul className="grid gap-3" aria-label={t("listLabel")}>
      {items.map((s) => (
        <li key={s.id}>
          <Card className="flex flex-row items-center justify-between gap-3 p-4" data-testid="simulation-row">
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{t(`types.${s.type}`)}</Badge>
                <TextLink tone="plain" href={`/simulations/${s.id}`} className="font-medium break-words">
                  {s.title}
                </TextLink>
              </div>
              <p className="text-muted-foreground text-sm">
                {formatDate(s.createdAt)}
                {s.companyName ? ` · ${s.companyName}` : ""}
                {/* A saving of exactly 0 is the fiscal comparison finding the company already in its cheapest regime. */}
                {s.savings === null
                  ? ""
                  : s.savings > 0
                    ? ` · ${t("savings", { value: formatBrl(s.savings) })}`
                    : ` · ${t("noSavings")}`}
              </p>
            </div>
            {deletable ? <DeleteSimulationButton id={s.id} title={s.title} /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
