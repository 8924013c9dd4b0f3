import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NetSalaryCalculator } from "@/components/calculators/net-salary-calculator";
import { NetSalaryExplanation, netSalaryFaq } from "@/components/calculators/explanations";
import { initialValues, NET_SALARY_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("salario-liquido");

// Prerendered: values in the address (a shared link) are read by the calculator in the browser.
export default async function Page() {
  return (
    <CalculatorPage
      slug="salario-liquido"
      calculator={
        <ClientMessages file="(marketing)/calculadoras/salario-liquido/page">
          <NetSalaryCalculator initial={initialValues(NET_SALARY_FIELDS, {})} />
        </ClientMessages>
      }
      explanation={<NetSalaryExplanation />}
      faq={await netSalaryFaq()}
    />
  );
}
