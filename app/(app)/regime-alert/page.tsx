import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InsightHeader, NoCompanies } from "@/components/insights/insight-parts";
import { AssumptionForm, RegimeAlertView } from "@/components/insights/regime-alert-view";
import { gatePage } from "@/components/plans/page-gate";
import { DEFAULT_ALERT_ASSUMPTION } from "@/lib/analyses/overview";
import { loadRegimeAlerts } from "@/lib/analyses/regime";
import { withRls } from "@/lib/db/rls";
import { isAssumption, type Assumption } from "@/lib/insights";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("insights.alerts");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The projection assumption the user picked (?premissa=); anything else falls back to the 3-month trend. */
const DEFAULT_ASSUMPTION: Assumption = DEFAULT_ALERT_ASSUMPTION;

export default async function RegimeAlertPage({ searchParams }: Props) {
  const t = await getTranslations("insights.alerts");
  const header = <InsightHeader title={t("title")} subtitle={t("subtitle")} />;
  const gate = await gatePage("/regime-alert", { feature: t("title"), header });
  if (gate.locked) return gate.locked;
  const { user } = gate;
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
