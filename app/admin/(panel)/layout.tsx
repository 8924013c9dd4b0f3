import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { Badge } from "@/components/ui/badge";
import { SignOutButton } from "@/components/app-shell/sign-out-button";
import { ADMIN_NAV } from "@/components/app-shell/nav-items";
import { NavLink } from "@/components/app-shell/nav-link";
import { requireAdmin } from "@/lib/auth/session";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const { claims } = await requireAdmin();
  const t = await getTranslations();
  return (
    <div className="flex min-h-svh flex-col">
      <header className="flex h-14 items-center gap-3 border-b px-4">
        <Link href="/admin/dashboard" className="font-semibold">
          {t("common.appName")}
        </Link>
        <Badge variant="secondary">{t("planBadge.admin")}</Badge>
        <nav aria-label={t("nav.adminArea")} className="ml-4 hidden sm:block">
          <ul className="flex gap-1">
            {ADMIN_NAV.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <NavLink href={href}>
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`nav.${label}` as never)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto">
          <SignOutButton />
        </div>
      </header>
      <main id="conteudo" className="flex-1 p-4 md:p-6">
        <AdminTwoFactorNotice claims={claims} />
        {children}
      </main>
    </div>
  );
}
