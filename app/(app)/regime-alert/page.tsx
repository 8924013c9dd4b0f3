import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InsightHeader, NoCompanies } from "@/components/insights/insight-parts";
import { AssumptionForm, RegimeAlertView } from "@/components/insights/regime-alert-view";
import { UpgradeGate } from "@/components/plans/upgrade-gate";
import { DEFAULT_ALERT_ASSUMPTION } from "@/lib/analyses/overview";
import { loadRegimeAlerts } from "@/lib/analyses/regime";
import { withRls } from "@/lib/db/rls";
import { isAssumption, type Assumption } from "@/lib/insights";
import { requireFeature } from "@/lib/plans/gate";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("insights.alerts");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The projection assumption the user picked (?premissa=); anything else falls back to the 3-month trend. */
const DEFAULT_ASSUMPTION: Assumption = DEFAULT_ALERT_ASSUMPTION;

export default async function RegimeAlertPage({ searchParams }: Props) {
  const { user, allowed } = await requireFeature("regimeAlert", "/regime-alert");
  const t = await getTranslations("insights.alerts");
  const header = <InsightHeader title={t("title")} subtitle={t("subtitle")} />;
  if (!allowed) {
    return (
      <div className="grid gap-6">
        {header}
        <UpgradeGate status={user.profile.subscriptionStatus} feature={t("title")} />
      </div>
    );
  }
  const premissa = (await searchParams).premissa;
  const assumption = isAssumption(premissa) ? premissa : DEFAULT_ASSUMPTION;
  const data = await withRls(user.claims, (tx) => loadRegimeAlerts(tx, user.claims.sub, assumption));
  return (
    <div className="grid grid-cols-1 gap-6">
      {header}
      {data.companies === 0 ? (
        <NoCompanies title={t("empty.title")} description={t("empty.description")} cta={t("empty.cta")} />
      ) : (
        <>
          <AssumptionForm assumption={assumption} />
          <RegimeAlertView data={data} />
        </>
      )}
    </div>
  );
}
