import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { publicPageMetadata } from "@/components/seo/page-metadata";
import { LegalDocument } from "@/components/marketing/legal-document";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal.privacy");
  const common = await getTranslations("common");
  return publicPageMetadata({
    path: "/privacy",
    title: t("metaTitle"),
    description: t("intro"),
    siteName: common("appName"),
  });
}

export default function PrivacyPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <LegalDocument document="privacy" />
      </main>
      <SiteFooter />
    </>
  );
}
