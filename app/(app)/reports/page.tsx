import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { gatePage } from "@/components/plans/page-gate";
import { CompanyReportForm, PeriodReportForm, SimulationReportForm } from "@/components/reports/generate-report-forms";
import { ReportCounters } from "@/components/reports/report-counters";
import { ReportHistory } from "@/components/reports/report-history";
import { todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import {
  countReportsByType,
  listReportableCompanies,
  listReportableSimulations,
  listReports,
} from "@/lib/reports/queries";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reports");
  return { title: t("metaTitle") };
}

async function ReportsPage() {
  const t = await getTranslations("reports");
  const header = <PageHeader title={t("title")} subtitle={t("subtitle")} />;
  const gate = await gatePage("/reports", { feature: t("feature"), header });
  if (gate.locked) return gate.locked;
  const { user } = gate;
  const userId = user.claims.sub;
  const { counts, items, simulations, companies } = await withRls(user.claims, async (tx) => ({
    counts: await countReportsByType(tx, userId),
    items: await listReports(tx, userId),
    simulations: await listReportableSimulations(tx, userId),
    companies: await listReportableCompanies(tx, userId),
  }));
  const today = todayIso();
  return (
    <div className="grid gap-6">
      {header}
      <ReportCounters counts={counts} />
      <section className="grid gap-3" aria-labelledby="reports-generate">
        <h2 id="reports-generate" className="text-lg font-semibold">
          {t("generate.title")}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          <SimulationReportForm simulations={simulations} />
          <CompanyReportForm companies={companies} />
          <PeriodReportForm defaultPeriod={{ start: `${today.slice(0, 8)}01`, end: today }} />
        </div>
      </section>
      <section className="grid gap-3" aria-labelledby="reports-history">
        <h2 id="reports-history" className="text-lg font-semibold">
          {t("history.title")}
        </h2>
        <ReportHistory items={items} />
      </section>
    </div>
  );
}

export default withClientMessages("(app)/reports/page", ReportsPage);
