import type { Metadata } from "next";
import { IntentLink } from "@/components/common/intent-link";
import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { publicPageMetadata } from "@/components/seo/page-metadata";
import { faqPage } from "@/components/seo/structured-data";
import {
  calculatorPath,
  PUBLIC_CALCULATOR_SLUGS,
  PUBLIC_CALCULATORS_INDEX,
  type PublicCalculatorSlug,
} from "@/lib/routes";
import { DEFAULT_TAX_YEAR } from "@/lib/tax";
import { CALCULATOR_PAGES } from "./catalogue";
import { TextLink } from "@/components/ui/text-link";

export type Faq = { question: string; answer: string };

export async function calculatorMetadata(slug: PublicCalculatorSlug): Promise<Metadata> {
  const t = await getTranslations(`calculators.pages.${CALCULATOR_PAGES[slug]}`);
  const common = await getTranslations("common");
  return publicPageMetadata({
    path: calculatorPath(slug),
    title: t("title"),
    description: t("description"),
    siteName: common("appName"),
  });
}

type Props = {
  slug: PublicCalculatorSlug;
  /**
   * The client calculator (computes in the browser with lib/tax), inside the page's own client texts
   * (`<ClientMessages file=…>`, components/i18n/client-messages.tsx): a calculator page carried the four namespaces
   * whole, ~40 kB of texts of which it reads a tenth.
   */
  calculator: React.ReactNode;
  /** The rule, server-rendered from the tax tables with their citations. */
  explanation: React.ReactNode;
  faq: Faq[];
  /** The line under the calculator; default: an estimate with this year's tables. */
  estimate?: string;
};

/** A public calculator page: heading, the calculator, how the law computes it, FAQ (with FAQPage JSON-LD), links. */
export async function CalculatorPage({ slug, calculator, explanation, faq, estimate }: Props) {
  const t = await getTranslations("calculators");
  const page = await getTranslations(`calculators.pages.${CALCULATOR_PAGES[slug]}`);
  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-6">
        <div className="grid gap-3">
          <nav aria-label={t("breadcrumb.label")} className="text-muted-foreground text-sm">
            <ol className="flex flex-wrap gap-1">
              <li>
                <TextLink as={IntentLink} tone="plain" href="/" className="hover:text-foreground">
                  {t("breadcrumb.home")}
                </TextLink>{" "}
                ›
              </li>
              <li>
                <TextLink
                  as={IntentLink}
                  tone="plain"
                  href={PUBLIC_CALCULATORS_INDEX}
                  className="hover:text-foreground"
                >
                  {t("breadcrumb.calculators")}
                </TextLink>{" "}
                ›
              </li>
              <li aria-current="page">{page("short")}</li>
            </ol>
          </nav>
          <h1 className="text-3xl font-bold tracking-tight text-balance">{page("title")}</h1>
          <p className="text-muted-foreground max-w-3xl text-pretty">{page("intro")}</p>
        </div>
        {calculator}
        <p className="text-muted-foreground text-xs">{estimate ?? t("estimate", { year: DEFAULT_TAX_YEAR })}</p>
        <section aria-labelledby="como-calcular" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
          <h2 id="como-calcular" className="text-2xl font-semibold">
            {t("howTitle")}
          </h2>
          {explanation}
        </section>
        <section aria-labelledby="perguntas" className="grid max-w-3xl gap-4">
          <h2 id="perguntas" className="text-2xl font-semibold">
            {t("faqTitle")}
          </h2>
          <dl className="grid gap-4">
            {faq.map((item) => (
              <div key={item.question} className="grid gap-1">
                <dt className="font-medium">{item.question}</dt>
                <dd className="text-muted-foreground">{item.answer}</dd>
              </div>
            ))}
          </dl>
          <JsonLd data={faqPage(faq)} />
        </section>
        <RelatedCalculators current={slug} />
      </main>
      <SiteFooter />
    </>
  );
}

async function RelatedCalculators({ current }: { current: PublicCalculatorSlug }) {
  const t = await getTranslations("calculators");
  const pages = await getTranslations("calculators.pages");
  return (
    <nav aria-labelledby="outras-calculadoras" className="grid gap-3">
      <h2 id="outras-calculadoras" className="text-lg font-semibold">
        {t("relatedTitle")}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {PUBLIC_CALCULATOR_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <TextLink as={IntentLink} href={calculatorPath(slug)}>
              {pages(`${CALCULATOR_PAGES[slug]}.short`)}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
