import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { FatorRCalculator } from "@/components/calculators/fator-r-calculator";
import { FatorRExplanation, fatorRFaq } from "@/components/calculators/explanations";
import { initialValues, FATOR_R_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("fator-r");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return (
    <CalculatorPage
      slug="fator-r"
      calculator={<FatorRCalculator initial={initialValues(FATOR_R_FIELDS, await searchParams)} />}
      explanation={<FatorRExplanation />}
      faq={await fatorRFaq()}
    />
  );
}
