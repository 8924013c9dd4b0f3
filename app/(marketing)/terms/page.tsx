import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LegalDocument } from "@/components/marketing/legal-document";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("legal.terms");
  return { title: t("metaTitle") };
}

export default function TermsPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <LegalDocument document="terms" />
      </main>
      <SiteFooter />
    </>
  );
}
