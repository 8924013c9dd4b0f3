import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ProfitCalculator } from "@/components/calculators/profit-calculator";
import { ProfitExplanation, profitFaq } from "@/components/calculators/explanations";
import { initialValues, PROFIT_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("pro-labore-dividendos");

// Prerendered: values in the address (a shared link) are read by the calculator in the browser.
export default async function Page() {
  return (
    <CalculatorPage
      slug="pro-labore-dividendos"
      calculator={
        <ClientMessages file="(marketing)/calculadoras/pro-labore-dividendos/page">
          <ProfitCalculator
            initial={initialValues(
              PROFIT_FIELDS,
              {},
              {
                regime: "simples",
                activity: "servicos_fator_r",
                partners: "1",
              },
            )}
          />
        </ClientMessages>
      }
      explanation={<ProfitExplanation />}
      faq={await profitFaq()}
    />
  );
}
