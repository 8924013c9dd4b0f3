import { useTranslations } from "next-intl";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { SimplesReformMonth } from "@/lib/tax";

/** The 2027 DAS of one month, as the company pays it by default, with its CBS and IBS parcels (Res. CGSN 190/2026). */
export function DasMonth({ month }: { month: SimplesReformMonth }) {
  const t = useTranslations("tools.reforma.dasMonth");
  return (
    <section aria-labelledby="reform-das-title" className="grid gap-3 rounded-xl border p-4 sm:p-5">
      <div>
        <h2 id="reform-das-title" className="text-muted-foreground text-sm font-medium">
          {t("title")}
        </h2>
        <p className="text-3xl font-bold tabular-nums" data-amount data-testid="reform-das">
          {formatBrl(month.das)}
        </p>
        <p className="text-muted-foreground text-sm">
          {t("band", { annex: month.annex, band: month.band, rate: formatPercent(month.effectiveRate) })}
        </p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("cbs")}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-amount data-testid="reform-cbs">
          {formatBrl(month.parcels.CBS ?? 0)}
        </dd>
        <dt className="text-muted-foreground">{t("ibs")}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-amount data-testid="reform-ibs">
          {formatBrl(month.parcels.IBS ?? 0)}
        </dd>
      </dl>
    </section>
  );
}
