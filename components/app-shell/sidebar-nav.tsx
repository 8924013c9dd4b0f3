import { getTranslations } from "next-intl/server";
import { navSectionsFor } from "./nav-items";
import { SidebarLinks, type SidebarSection } from "./sidebar-links";

/** The sidebar (a client login's: see navSectionsFor): its texts translated here, its links drawn by one client component (sidebar-links.tsx). */
export async function SidebarNav({ clientLogin = false }: { clientLogin?: boolean }) {
  const t = await getTranslations();
  const sections: SidebarSection[] = navSectionsFor(clientLogin).map((section) => ({
    title: t(section.title),
    items: section.items.map(({ href, label, icon }) => ({ href, label: t(label), icon })),
  }));
  return <SidebarLinks label={t("nav.mainNavigation")} sections={sections} />;
}
