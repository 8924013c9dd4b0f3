import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AffiliateLink } from "@/components/affiliates/affiliate-link";
import { AffiliateStats } from "@/components/affiliates/affiliate-stats";
import { Button } from "@/components/ui/button";
import { getAffiliateSummary } from "@/lib/affiliates/queries";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("affiliates");
  return { title: t("title") };
}

/** Where an affiliate lands after signing in: the referral link and the figures; the backoffice has the rest. */
export default async function AffiliatesPage() {
  const { claims } = await requireUser("/affiliates");
  const t = await getTranslations("affiliates");
  const summary = await withRls(claims, (tx) => getAffiliateSummary(tx, claims.sub));

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {summary.code ? (
        <>
          <AffiliateLink code={summary.code} />
          <AffiliateStats summary={summary} />
          <Button asChild className="w-fit">
            <Link href="/affiliate-backoffice">{t("backofficeLink")}</Link>
          </Button>
        </>
      ) : (
        <p>{t("notAffiliate")}</p>
      )}
    </div>
  );
}
