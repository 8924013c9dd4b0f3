import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { NetSalaryCalculator } from "@/components/calculators/net-salary-calculator";
import { NetSalaryExplanation, netSalaryFaq } from "@/components/calculators/explanations";
import { initialValues, NET_SALARY_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("salario-liquido");

// Prerendered: values in the address (a shared link) are read by the calculator in the browser.
export default async function Page() {
  return (
    <CalculatorPage
      slug="salario-liquido"
      calculator={<NetSalaryCalculator initial={initialValues(NET_SALARY_FIELDS, {})} />}
      explanation={<NetSalaryExplanation />}
      faq={await netSalaryFaq()}
    />
  );
}
