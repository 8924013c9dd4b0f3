import { getTranslations } from "next-intl/server";
import { NAV_SECTIONS } from "./nav-items";
import { SidebarLinks, type SidebarSection } from "./sidebar-links";

/** The sidebar: its texts translated here, its links drawn by one client component (sidebar-links.tsx). */
export async function SidebarNav() {
  const t = await getTranslations();
  const sections: SidebarSection[] = NAV_SECTIONS.map((section) => ({
    title: t(section.title),
    items: section.items.map(({ href, label, icon }) => ({ href, label: t(label), icon })),
  }));
  return <SidebarLinks label={t("nav.mainNavigation")} sections={sections} />;
}
