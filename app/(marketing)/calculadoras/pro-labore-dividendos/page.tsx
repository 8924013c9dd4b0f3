import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ProfitCalculator } from "@/components/calculators/profit-calculator";
import { ProfitExplanation, profitFaq } from "@/components/calculators/explanations";
import { initialValues, PROFIT_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("pro-labore-dividendos");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return (
    <CalculatorPage
      slug="pro-labore-dividendos"
      calculator={
        <ProfitCalculator
          initial={initialValues(PROFIT_FIELDS, await searchParams, {
            regime: "simples",
            activity: "servicos_fator_r",
          })}
        />
      }
      explanation={<ProfitExplanation />}
      faq={await profitFaq()}
    />
  );
}
