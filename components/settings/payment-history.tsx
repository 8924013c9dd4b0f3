import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { priceCentavos } from "@/lib/billing/plans";
import type { PaymentHistoryItem } from "@/lib/billing/subscription-overview";
import { PaymentTable } from "./payment-table";

type Props = { payments: PaymentHistoryItem[]; page: number; older: boolean };

const pageHref = (page: number) =>
  page > 1 ? `/settings?pagamentos=${page}#payment-history` : "/settings#payment-history";

/** The user's charges, newest first, a page at a time (lib/billing/subscription-overview.ts: HISTORY_PAGE_SIZE). */
export async function PaymentHistory({ payments, page, older }: Props) {
  const t = await getTranslations("billing.subscription");
  // A page past the end (an old link, a typed address) leads back to the newest charges.
  const newer = page > 1 ? (payments.length > 0 ? page - 1 : 1) : null;
  return (
    <section aria-labelledby="payment-history" className="grid gap-3">
      <h2 id="payment-history" className="text-lg font-semibold">
        {t("historyTitle")}
      </h2>
      {payments.length > 0 ? (
        <PaymentTable payments={payments.map(({ value, ...p }) => ({ ...p, centavos: priceCentavos(value) }))} />
      ) : (
        <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center text-sm">
          {page > 1 ? t("historyPageEmpty") : t("historyEmpty")}
        </p>
      )}
      {newer || older ? (
        <nav aria-label={t("historyPages")} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {newer ? (
            <Link href={pageHref(newer)} className="text-primary underline-offset-4 hover:underline">
              {t("historyNewer")}
            </Link>
          ) : null}
          <span className="text-muted-foreground">{t("historyPage", { page })}</span>
          {older ? (
            <Link href={pageHref(page + 1)} className="text-primary underline-offset-4 hover:underline">
              {t("historyOlder")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
