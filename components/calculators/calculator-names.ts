import "server-only";
import { getTranslations } from "next-intl/server";
import { PUBLIC_CALCULATOR_SLUGS, type PublicCalculatorSlug } from "@/lib/routes";
import { CALCULATOR_PAGES } from "./catalogue";

/** Each public calculator's short name ('Simples Nacional'), by slug: for a client component that names one. */
export async function calculatorShortNames(): Promise<Record<PublicCalculatorSlug, string>> {
  const pages = await getTranslations("calculators.pages");
  const names = PUBLIC_CALCULATOR_SLUGS.map((slug) => [slug, pages(`${CALCULATOR_PAGES[slug]}.short`)] as const);
  return Object.fromEntries(names) as Record<PublicCalculatorSlug, string>;
}
