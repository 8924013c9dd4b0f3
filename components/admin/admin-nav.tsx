import { getTranslations } from "next-intl/server";
import { ADMIN_NAV } from "@/components/app-shell/nav-items";
import { NavLink } from "@/components/app-shell/nav-link";

/** The back-office sections (ADMIN_NAV, labels under `nav.*`), as a vertical list: the sidebar and the mobile menu. */
export async function AdminNav() {
  const t = await getTranslations("nav");
  return (
    <nav aria-label={t("adminArea")} className="grid gap-1">
      <ul className="grid gap-0.5">
        {ADMIN_NAV.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <NavLink href={href}>
              <Icon className="size-4" aria-hidden="true" />
              {t(label as never)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
