import { getTranslations } from "next-intl/server";
import { NAV_SECTIONS } from "./nav-items";
import { NavLink } from "./nav-link";

export async function SidebarNav() {
  const t = await getTranslations();
  return (
    <nav aria-label={t("nav.mainNavigation")} className="grid gap-4">
      {NAV_SECTIONS.map((section) => (
        <div key={section.title} className="grid gap-1">
          <p className="text-muted-foreground px-3 text-xs font-semibold tracking-wide uppercase">{t(section.title)}</p>
          <ul className="grid gap-0.5">
            {section.items.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <NavLink href={href}>
                  <Icon className="size-4" aria-hidden="true" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
