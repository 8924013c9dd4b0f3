import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ProfileDto } from "@/lib/auth/profile";
import { MobileNav } from "./mobile-nav";
import { PlanBadge } from "./plan-badge";
import { SidebarNav } from "./sidebar-nav";
import { SignOutButton } from "./sign-out-button";

/** Signed-in layout: sidebar with every tool route, plan badge and sign-out; `notice` goes above every page (a pending PIX). */
export async function AppShell({
  profile,
  notice,
  children,
}: {
  profile: ProfileDto;
  notice?: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = await getTranslations();
  // One element in both places: React sends a repeated element once in the page's payload (the drawer's copy is a
  // reference to the sidebar's), where two <SidebarNav /> were rendered and sent twice.
  const nav = <SidebarNav clientLogin={profile.office?.role === "cliente"} />;
  return (
    <div className="flex min-h-svh">
      <a
        href="#conteudo"
        className="bg-background sr-only z-50 rounded p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("nav.skipToContent")}
      </a>
      <aside className="bg-sidebar hidden w-64 shrink-0 flex-col gap-4 overflow-y-auto border-r p-4 md:flex">
        <Link href="/dashboard" className="px-3 text-lg font-semibold">
          {t("common.appName")}
        </Link>
        {nav}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-2 border-b px-4">
          <MobileNav openLabel={t("nav.openMenu")} title={t("common.appName")} closeLabel={t("common.close")}>
            {nav}
          </MobileNav>
          <span className="font-semibold md:hidden">{t("common.appName")}</span>
          <div className="ml-auto flex items-center gap-2">
            <span className="sr-only">{t("nav.currentPlan")}</span>
            <PlanBadge status={profile.subscriptionStatus} planName={profile.planName} />
            <SignOutButton />
          </div>
        </header>
        <main id="conteudo" className="flex-1 p-4 md:p-6">
          {notice}
          {children}
        </main>
      </div>
    </div>
  );
}
