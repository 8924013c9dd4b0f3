import { getTranslations } from "next-intl/server";
import { ADMIN_NAV } from "@/components/app-shell/nav-items";
import { SidebarLinks } from "@/components/app-shell/sidebar-links";

/**
 * The back-office sections (ADMIN_NAV, labels under `nav.*`) for the sidebar and the mobile menu: drawn from data by
 * the signed-in sidebar's client component, with the sprite's icons, like the subscribers' sidebar.
 */
export async function AdminNav() {
  const t = await getTranslations("nav");
  const items = ADMIN_NAV.map(({ href, label, icon }) => ({ href, label: t(label as never), icon }));
  return <SidebarLinks label={t("adminArea")} sections={[{ items }]} />;
}
