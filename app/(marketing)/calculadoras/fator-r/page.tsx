import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { FatorRCalculator } from "@/components/calculators/fator-r-calculator";
import { FatorRExplanation, fatorRFaq } from "@/components/calculators/explanations";
import { initialValues, FATOR_R_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("fator-r");

// Prerendered: values in the address (a shared link) are read by the calculator in the browser.
export default async function Page() {
  return (
    <CalculatorPage
      slug="fator-r"
      calculator={
        <ClientMessages file="(marketing)/calculadoras/fator-r/page">
          <FatorRCalculator initial={initialValues(FATOR_R_FIELDS, {})} />
        </ClientMessages>
      }
      explanation={<FatorRExplanation />}
      faq={await fatorRFaq()}
    />
  );
}
