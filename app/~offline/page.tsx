import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pwa.offlinePage");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/**
 * What the service worker shows for a page it cannot fetch and did not keep (app/sw.ts). Precached at install,
 * so it must not depend on who is signed in.
 */
export default async function OfflinePage() {
  const t = await getTranslations("pwa.offlinePage");
  return (
    <main className="mx-auto flex min-h-svh max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <WifiOff className="text-muted-foreground size-12" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <p className="text-muted-foreground text-sm">{t("calculatorsHint")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{t("home")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/calculadoras">{t("calculators")}</Link>
        </Button>
      </div>
    </main>
  );
}
