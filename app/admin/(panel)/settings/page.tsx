import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlansEditor } from "@/components/admin-settings/plans-editor";
import { SelicEditor } from "@/components/admin-settings/selic-editor";
import { ReferenceRateForm } from "@/components/admin-settings/reference-rate-form";
import { SettingsForm, type PanelTab } from "@/components/admin-settings/settings-form";
import { TitledCard } from "@/components/common/titled-card";
import { requireAdmin } from "@/lib/auth/session";
import { loadEditablePlans } from "@/lib/billing/plan-editor";
import { loadSelicAdminView } from "@/lib/selic/admin-view";
import { nextSelicPeriod } from "@/lib/selic/series";
import { loadSettingsPage } from "@/lib/settings/page-data";
import { formatInteger } from "@/lib/br/number";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?aba=planos` / `?aba=selic` open that tab. */
const TAB_PARAMS: Record<string, PanelTab> = { planos: "plans", selic: "selic" };

async function AdminSettingsPage({ searchParams }: Props) {
  const { claims } = await requireAdmin();
  const { aba } = await searchParams;
  const t = await getTranslations("adminSettings");
  const [{ view, aiUsage, embedded, officialRate }, plans, selic] = await Promise.all([
    loadSettingsPage(claims),
    loadEditablePlans(claims),
    loadSelicAdminView(claims),
  ]);
  const usage = (
    <TitledCard title={t("aiUsage.title")}>
      <p>
        {t("aiUsage.summary", {
          messages: aiUsage.messages,
          users: aiUsage.users,
          input: formatInteger(aiUsage.inputTokens),
          output: formatInteger(aiUsage.outputTokens),
        })}
      </p>
      <p className="text-muted-foreground text-sm">{t("aiUsage.source")}</p>
    </TitledCard>
  );
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <SettingsForm
        view={view}
        extras={{ ai: usage }}
        panels={{
          plans: <PlansEditor plans={plans} />,
          selic: <SelicEditor view={selic} nextPeriod={nextSelicPeriod(selic.lastMonth)} />,
        }}
        initialTab={typeof aba === "string" ? TAB_PARAMS[aba] : undefined}
        backupNote={embedded ? t("backup.embeddedNote") : t("backup.serverNote")}
      />
      <ReferenceRateForm current={officialRate} />
    </div>
  );
}

export default withClientMessages("admin/(panel)/settings/page", AdminSettingsPage);
