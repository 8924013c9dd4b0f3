import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SimplesCalculator } from "@/components/calculators/simples-calculator";
import { SimplesExplanation, simplesFaq } from "@/components/calculators/explanations";
import { initialValues, SIMPLES_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("simples-nacional");

// Prerendered: values in the address (a shared link) are read by the calculator in the browser.
export default async function Page() {
  const initial = initialValues(SIMPLES_FIELDS, {}, { annex: "III", sublimite: "within" });
  return (
    <CalculatorPage
      slug="simples-nacional"
      calculator={
        <ClientMessages file="(marketing)/calculadoras/simples-nacional/page">
          <SimplesCalculator initial={initial} />
        </ClientMessages>
      }
      explanation={<SimplesExplanation annex={initial.annex} />}
      faq={await simplesFaq()}
    />
  );
}
