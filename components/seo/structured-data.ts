/**
 * schema.org JSON-LD for the public pages (pure builders; <JsonLd> renders them). Prices come from the plans
 * table, never from literals.
 */

type Thing = Record<string, unknown>;

export function organization({ url, name, description }: { url: string; name: string; description: string }): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url,
    description,
    logo: new URL("/icons/icon-512.png", url).href,
  };
}

export type OfferPlan = { name: string; slug: string; monthlyPrice: string };

/** The app with one Offer per paid plan (monthly price in BRL, as the database's exact decimal). */
export function softwareApplication({
  url,
  name,
  description,
  plans,
}: {
  url: string;
  name: string;
  description: string;
  plans: OfferPlan[];
}): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name,
    url,
    description,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: "pt-BR",
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: plan.monthlyPrice,
      priceCurrency: "BRL",
      url: new URL(`/register?plano=${encodeURIComponent(plan.slug)}`, url).href,
    })),
  };
}

export function faqPage(items: { question: string; answer: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text in it can close the element. */
export function serialiseJsonLd(data: Thing): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
