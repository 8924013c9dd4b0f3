import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CltPjCalculator } from "@/components/calculators/clt-pj-calculator";
import { CltPjExplanation, cltPjFaq } from "@/components/calculators/explanations";
import { initialValues, CLT_PJ_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("clt-x-pj");

// Prerendered: values in the address (a shared link) are read by the calculator in the browser.
export default async function Page() {
  return (
    <CalculatorPage
      slug="clt-x-pj"
      calculator={
        <ClientMessages file="(marketing)/calculadoras/clt-x-pj/page">
          <CltPjCalculator initial={initialValues(CLT_PJ_FIELDS, {}, { pjActivity: "servicos_fator_r" })} />
        </ClientMessages>
      }
      explanation={<CltPjExplanation />}
      faq={await cltPjFaq()}
    />
  );
}
