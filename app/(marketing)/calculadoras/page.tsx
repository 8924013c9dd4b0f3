import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CALCULATOR_PAGES } from "@/components/calculators/catalogue";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { publicPageMetadata } from "@/components/seo/page-metadata";
import { calculatorPath, PUBLIC_CALCULATOR_SLUGS, PUBLIC_CALCULATORS_INDEX } from "@/lib/routes";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("calculators.meta");
  const common = await getTranslations("common");
  return publicPageMetadata({
    path: PUBLIC_CALCULATORS_INDEX,
    title: t("indexTitle"),
    description: t("indexDescription"),
    siteName: common("appName"),
  });
}

/** The public calculators, free and signed out. */
export default async function CalculatorsPage() {
  const t = await getTranslations("calculators");
  const pages = await getTranslations("calculators.pages");
  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6">
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{t("index.title")}</h1>
          <p className="text-muted-foreground max-w-3xl">{t("index.subtitle")}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PUBLIC_CALCULATOR_SLUGS.map((slug) => {
            const key = CALCULATOR_PAGES[slug];
            return (
              <li key={slug} className="bg-card grid content-between gap-3 rounded-lg border p-5 shadow-xs">
                <div className="grid gap-2">
                  <h2 className="text-lg font-semibold">{pages(`${key}.title`)}</h2>
                  <p className="text-muted-foreground text-sm">{pages(`${key}.description`)}</p>
                </div>
                <TextLink href={calculatorPath(slug)} className="text-sm font-medium">
                  {t("index.open")}
                  <span className="sr-only">: {pages(`${key}.short`)}</span>
                </TextLink>
              </li>
            );
          })}
        </ul>
      </main>
      <SiteFooter />
    </>
  );
}
