import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { StatusView } from "@/components/system-status/status-view";
import { getSystemStatus } from "@/lib/system-status/checks";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("systemStatus");
  return { title: t("title") };
}

/** Public: no sign-in. Every figure is measured on the server when the page renders (cached 30 s). */
export default async function SystemStatusPage() {
  // Measured now, not at build time: the root layout no longer makes every page render per request.
  await connection();
  const status = await getSystemStatus();
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="mx-auto w-full max-w-3xl px-4 py-10">
        <StatusView status={status} />
      </main>
      <SiteFooter />
    </>
  );
}
