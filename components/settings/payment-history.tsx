import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/common/page-links";
import { priceCentavos } from "@/lib/billing/plans";
import type { PaymentHistoryItem } from "@/lib/billing/subscription-overview";
import { PaymentTable } from "./payment-table";

type Props = { payments: PaymentHistoryItem[]; page: number; older: boolean };

const pageHref = (page: number) =>
  page > 1 ? `/settings?pagamentos=${page}#payment-history` : "/settings#payment-history";

/** The user's charges, newest first, a page at a time (lib/billing/subscription-overview.ts: HISTORY_PAGE_SIZE). */
export async function PaymentHistory({ payments, page, older }: Props) {
  const t = await getTranslations("billing.subscription");
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
      <PageLinks
        page={page}
        hasRows={payments.length > 0}
        hasOlder={older}
        href={pageHref}
        texts={{
          label: t("historyPages"),
          newer: t("historyNewer"),
          older: t("historyOlder"),
          current: t("historyPage", { page }),
        }}
      />
    </section>
  );
}
