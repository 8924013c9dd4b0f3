import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { SimplesCalculator } from "@/components/calculators/simples-calculator";
import { SimplesExplanation, simplesFaq } from "@/components/calculators/explanations";
import { initialValues, SIMPLES_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("simples-nacional");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const initial = initialValues(SIMPLES_FIELDS, await searchParams, { annex: "III" });
  return (
    <CalculatorPage
      slug="simples-nacional"
      calculator={<SimplesCalculator initial={initial} />}
      explanation={<SimplesExplanation annex={initial.annex} />}
      faq={await simplesFaq()}
    />
  );
}
