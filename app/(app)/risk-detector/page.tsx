import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InsightHeader, NoCompanies } from "@/components/insights/insight-parts";
import { RerunButton } from "@/components/insights/rerun-button";
import { RiskDetectorView } from "@/components/insights/risk-detector-view";
import { gatePage } from "@/components/plans/page-gate";
import { runRiskDetector } from "@/lib/analyses/risk";
import { withRls } from "@/lib/db/rls";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("insights.risk");
  return { title: t("title") };
}

async function RiskDetectorPage() {
  const t = await getTranslations("insights.risk");
  const header = <InsightHeader title={t("title")} subtitle={t("subtitle")} />;
  const gate = await gatePage("/risk-detector", { feature: t("title"), header });
  if (gate.locked) return gate.locked;
  const { user } = gate;
  // Runs on every load, on the server; a run is stored when the companies' facts changed since the last one.
  const { analysis, history } = await withRls(user.claims, (tx) =>
    runRiskDetector(tx, user.claims.sub, { force: false }),
  );
  return (
    <div className="grid gap-6">
      <InsightHeader title={t("title")} subtitle={t("subtitle")}>
        {analysis ? <RerunButton /> : null}
      </InsightHeader>
      {analysis ? (
        <RiskDetectorView analysis={analysis} history={history} />
      ) : (
        <NoCompanies title={t("empty.title")} description={t("empty.description")} cta={t("empty.cta")} />
      )}
    </div>
  );
}

export default withClientMessages("(app)/risk-detector/page", RiskDetectorPage);
