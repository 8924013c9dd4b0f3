import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CopyButton } from "@/components/app-shell/copy-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { getAffiliateSummary } from "@/lib/affiliates/queries";
import { requireUser } from "@/lib/auth/session";
import { formatBrl } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("affiliates");
  return { title: t("title") };
}

export default async function AffiliatesPage() {
  const { claims } = await requireUser("/affiliates");
  const t = await getTranslations("affiliates");
  const summary = await withRls(claims, (tx) => getAffiliateSummary(tx, claims.sub));
  const link = summary.code ? `${env().APP_URL}/register?ref=${encodeURIComponent(summary.code)}` : null;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      {link ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("linkTitle")}</h2>
            </CardTitle>
            <CardDescription>{t("linkDescription", { code: summary.code ?? "" })}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 sm:flex-row">
            <Input readOnly value={link} aria-label={t("linkTitle")} />
            <CopyButton value={link} label={t("copy")} copiedMessage={t("copied")} />
          </CardContent>
        </Card>
      ) : (
        <p>{t("notAffiliate")}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat title={t("referrals")} value={String(summary.referrals)} detail={t("active", { count: summary.activeReferrals })} />
        <Stat title={t("pending")} value={formatBrl(summary.pendingCommission)} detail={t("pendingDetail")} />
        <Stat title={t("paid")} value={formatBrl(summary.paidCommission)} detail={t("paidDetail")} />
      </div>
    </div>
  );
}

function Stat({ title, value, detail }: { title: string; value: string; detail: string }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription>{title}</CardDescription>
        <CardTitle className="text-2xl">{value}</CardTitle>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">{detail}</CardContent>
    </Card>
  );
}
