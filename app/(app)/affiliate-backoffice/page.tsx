import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AffiliateLink } from "@/components/affiliates/affiliate-link";
import { AffiliateStats } from "@/components/affiliates/affiliate-stats";
import { PayoutKeyForm } from "@/components/affiliates/payout-key-form";
import { ReferralTable } from "@/components/affiliates/referral-table";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getPayoutKey } from "@/lib/affiliates/payout";
import { getAffiliateSummary, getCommissionRate, listMyReferrals } from "@/lib/affiliates/queries";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { formatNumber } from "@/lib/br/number";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("affiliates.backoffice");
  return { title: t("title") };
}

/** The affiliate backoffice: link, figures, the commission rule, the referral list and the payout PIX key. */
async function AffiliateBackofficePage() {
  const { claims } = await requireUser("/affiliate-backoffice");
  const t = await getTranslations("affiliates");
  // Sequential: the queries share one transaction (one connection).
  const data = await withRls(claims, async (tx) => {
    const summary = await getAffiliateSummary(tx, claims.sub);
    if (!summary.code) return { summary, referrals: [], rate: "", payout: null };
    const referrals = await listMyReferrals(tx);
    const rate = await getCommissionRate(tx);
    const payout = await getPayoutKey(tx, claims.sub);
    return { summary, referrals, rate, payout };
  });
  const { summary } = data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("backoffice.title")} subtitle={t("backoffice.subtitle")} />
      {summary.code ? (
        <>
          <AffiliateLink code={summary.code} />
          <AffiliateStats summary={summary} />
          <Section id="commission-rule" title={t("rule.title")}>
            <p className="text-sm" data-testid="commission-rule">
              {t("rule.body", { rate: formatNumber(Number(data.rate), { max: 2 }) })}
            </p>
            <p className="text-muted-foreground text-sm">{t("rule.selfReferral")}</p>
          </Section>
          <Section id="referrals" title={t("list.title")}>
            <ReferralTable rows={data.referrals} />
          </Section>
          <Section id="payout" title={t("payout.title")} description={t("payout.description")}>
            <p className="text-sm" data-testid="payout-key">
              {data.payout
                ? t("payout.current", { type: t(`payout.types.${data.payout.type}`), masked: data.payout.masked })
                : t("payout.none")}
            </p>
            <PayoutKeyForm />
          </Section>
        </>
      ) : (
        <p>{t("notAffiliate")}</p>
      )}
      <TextLink href="/affiliates" className="w-fit text-sm">
        {t("backoffice.back")}
      </TextLink>
    </div>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg leading-none font-semibold">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">{children}</CardContent>
    </Card>
  );
}

export default withClientMessages("(app)/affiliate-backoffice/page", AffiliateBackofficePage);
