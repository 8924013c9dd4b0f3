import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BenefitsSection } from "@/components/marketing/benefits-section";
import { CasesSection } from "@/components/marketing/cases-section";
import { ClosingCta } from "@/components/marketing/closing-cta";
import { FeaturesSection } from "@/components/marketing/features-section";
import { Hero } from "@/components/marketing/hero";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { publicPageMetadata } from "@/components/seo/page-metadata";
import { SiteStructuredData } from "@/components/seo/site-structured-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("landing.meta");
  const common = await getTranslations("common");
  return publicPageMetadata({
    path: "/",
    title: t("title"),
    description: t("description"),
    siteName: common("appName"),
  });
}

export default function LandingPage() {
  return (
    <>
      <SiteHeader onLanding />
      <main>
        <Hero />
        <BenefitsSection />
        <FeaturesSection />
        <CasesSection />
        <ClosingCta />
      </main>
      <SiteFooter onLanding />
      <SiteStructuredData />
    </>
  );
}
