import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { SETTINGS_PAGES, type SettingsPage } from "@/lib/auth/routes";
import { PageHeader } from "@/components/common/page-header";

const TAB_ORDER: SettingsPage[] = ["account", "security", "integrations", "privacy"];

/** Every page of /settings: the heading and the tabs between them. The pages read their own data (and authorise). */
export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("settings");
  return (
    <ClientMessages file="(app)/settings/layout">
      <div className="grid max-w-4xl gap-6">
        <PageHeader title={t("title")} subtitle={t("subtitle")} />
        <SettingsTabs
          label={t("sections.label")}
          tabs={TAB_ORDER.map((page) => ({ href: SETTINGS_PAGES[page], label: t(`sections.${page}`) }))}
        />
        {children}
      </div>
    </ClientMessages>
  );
}
