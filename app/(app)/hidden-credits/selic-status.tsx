import { getTranslations } from "next-intl/server";
import { formatMonthRef } from "@/lib/br/date";
import { selicLastMonth } from "@/lib/selic/series";

/** "Série Selic conhecida até MM/AAAA": the month the correction's rates reach, before the user computes. */
export async function SelicStatus() {
  const t = await getTranslations("hiddenCredits");
  const lastMonth = await selicLastMonth();
  return (
    <p className="text-muted-foreground text-sm" data-testid="selic-last-month">
      {t("selicStatus", { lastMonth: formatMonthRef(lastMonth) })}
    </p>
  );
}
