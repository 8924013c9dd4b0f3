import { useTranslations } from "next-intl";
import { formatBrl } from "@/lib/br/money";
import type { RegularTransition } from "@/lib/tax/reform/types";

/** Presumido/Real: a month of 2026 (PIS/COFINS) against a month of 2027 (CBS/IBS with credits). */
export function RegularTransitionPanel({ regular }: { regular: RegularTransition }) {
  const t = useTranslations("tools.reforma.regular");
  const more = regular.difference > 0;
  return (
    <section className="grid gap-3" aria-labelledby="reform-regular-title">
      <h3 id="reform-regular-title" className="text-base font-semibold">
        {t("title")}
      </h3>
      <p className="text-sm" data-testid="reform-regular-difference">
        {regular.difference === 0
          ? t("same")
          : t(more ? "more" : "less", { value: formatBrl(Math.abs(regular.difference)) })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1 rounded-md border p-3 text-sm">
          <h4 className="font-medium">{t("y2026")}</h4>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t("pisCofins")}</dt>
            <dd className="text-right tabular-nums">{formatBrl(regular.y2026.pisCofins)}</dd>
            <dt className="text-muted-foreground">{t("cbsIbsTest")}</dt>
            <dd className="text-right tabular-nums">{formatBrl(regular.y2026.cbsIbsTest)}</dd>
            <dt className="font-medium">{t("total")}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatBrl(regular.y2026.total)}</dd>
          </dl>
        </div>
        <div className="grid content-start gap-1 rounded-md border p-3 text-sm">
          <h4 className="font-medium">{t("y2027")}</h4>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t("cbsDebit")}</dt>
            <dd className="text-right tabular-nums">{formatBrl(regular.y2027.cbsDebit)}</dd>
            <dt className="text-muted-foreground">{t("ibsDebit")}</dt>
            <dd className="text-right tabular-nums">{formatBrl(regular.y2027.ibsDebit)}</dd>
            <dt className="text-muted-foreground">{t("credits")}</dt>
            <dd className="text-right tabular-nums">− {formatBrl(regular.y2027.credits)}</dd>
            <dt className="text-muted-foreground">{t("payable")}</dt>
            <dd className="text-right tabular-nums">{formatBrl(regular.y2027.payable)}</dd>
            <dt className="font-medium">{t("total")}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatBrl(regular.y2027.total)}</dd>
          </dl>
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{t(`convention.${regular.priceConvention}`)}</p>
    </section>
  );
}
