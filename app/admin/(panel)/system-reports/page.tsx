import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SystemReportForm } from "@/components/admin-insight/system-report-form";
import { SystemReportHistory } from "@/components/admin-insight/system-report-history";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireAdmin } from "@/lib/auth/session";
import { todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { listSystemReports } from "@/lib/system-reports/store";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("systemReports");
  return { title: t("title") };
}

async function SystemReportsPage() {
  const { claims } = await requireAdmin();
  const t = await getTranslations("systemReports");
  const rows = await withRls(claims, (tx) => listSystemReports(tx));
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("description")} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>{t("form.title")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SystemReportForm today={todayIso()} />
        </CardContent>
      </Card>
      {/* min-w-0: a grid item grows to its table's width otherwise, and the page would scroll sideways at 375 px. */}
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>{t("history.title")}</h2>
          </CardTitle>
          <CardDescription>{t("history.caption")}</CardDescription>
        </CardHeader>
        <CardContent>
          <SystemReportHistory rows={rows} />
        </CardContent>
      </Card>
    </div>
  );
}

export default withClientMessages("admin/(panel)/system-reports/page", SystemReportsPage);
