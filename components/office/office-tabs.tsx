import { getTranslations } from "next-intl/server";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import type { OfficeRole } from "@/lib/db/enums";

const TABS: { href: string; key: string; roles?: OfficeRole[] }[] = [
  { href: "/escritorio", key: "portfolio" },
  { href: "/escritorio/prazos", key: "deadlines" },
  { href: "/escritorio/lotes", key: "batches" },
  { href: "/escritorio/equipe", key: "team" },
  { href: "/escritorio/atividade", key: "activity", roles: ["socio"] },
  { href: "/escritorio/configuracoes", key: "settings", roles: ["socio"] },
];

/** The office's pages, those the member's role opens. */
export async function OfficeTabs({ role }: { role: OfficeRole }) {
  const t = await getTranslations("office.tabs");
  return (
    <SettingsTabs
      label={t("label")}
      tabs={TABS.filter((tab) => !tab.roles || tab.roles.includes(role)).map((tab) => ({
        href: tab.href,
        label: t(tab.key),
      }))}
    />
  );
}
