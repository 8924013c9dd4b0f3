import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AdminNav } from "@/components/admin/admin-nav";
import { Badge } from "@/components/ui/badge";
import { MobileNav } from "@/components/app-shell/mobile-nav";
import { SignOutButton } from "@/components/app-shell/sign-out-button";
import { requireAdmin } from "@/lib/auth/session";

/** The back office: ADMIN_NAV as a sidebar from md up, in a drawer (keyboard and screen-reader usable) below it. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const { claims } = await requireAdmin();
  const t = await getTranslations();
  // One element in both places: React sends a repeated element once in the page's payload.
  const nav = <AdminNav />;
  return (
    <ClientMessages file="admin/(panel)/layout">
      <div className="flex min-h-svh">
        <a
          href="#conteudo"
          className="bg-background sr-only z-50 rounded p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("nav.skipToContent")}
        </a>
        <aside className="bg-sidebar hidden w-60 shrink-0 flex-col gap-4 overflow-y-auto border-r p-4 md:flex">
          <Link href="/admin/dashboard" className="px-3 text-lg font-semibold">
            {t("common.appName")}
          </Link>
          {nav}
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-14 items-center gap-2 border-b px-4">
            <MobileNav openLabel={t("nav.openMenu")} title={t("nav.adminArea")} closeLabel={t("common.close")}>
              {nav}
            </MobileNav>
            <Link href="/admin/dashboard" className="font-semibold md:hidden">
              {t("common.appName")}
            </Link>
            <Badge variant="secondary">{t("planBadge.admin")}</Badge>
            <div className="ml-auto">
              <SignOutButton />
            </div>
          </header>
          <main id="conteudo" className="min-w-0 flex-1 p-4 md:p-6">
            <AdminTwoFactorNotice claims={claims} />
            {children}
          </main>
        </div>
      </div>
    </ClientMessages>
  );
}
