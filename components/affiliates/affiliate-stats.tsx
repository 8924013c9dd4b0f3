import { getTranslations } from "next-intl/server";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AffiliateSummary } from "@/lib/affiliates/queries";
import { formatBrl } from "@/lib/br/money";

/** Referrals, active referrals, total and pending commission, from the affiliate's own rows. */
export async function AffiliateStats({ summary }: { summary: AffiliateSummary }) {
  const t = await getTranslations("affiliates.stats");
  const stats = [
    { id: "referrals", title: t("referrals"), value: String(summary.referrals) },
    { id: "active", title: t("active"), value: String(summary.activeReferrals) },
    { id: "total", title: t("total"), value: formatBrl(summary.pendingCommission + summary.paidCommission) },
    { id: "pending", title: t("pending"), value: formatBrl(summary.pendingCommission) },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((s) => (
        <Card key={s.id} data-testid={`affiliate-stat-${s.id}`}>
          <CardHeader>
            <CardDescription>{s.title}</CardDescription>
            <CardTitle className="text-xl sm:text-2xl">{s.value}</CardTitle>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}
