import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { NetSalaryCalculator } from "@/components/calculators/net-salary-calculator";
import { NetSalaryExplanation, netSalaryFaq } from "@/components/calculators/explanations";
import { initialValues, NET_SALARY_FIELDS } from "@/lib/tools/public-calculators";

export const generateMetadata = () => calculatorMetadata("salario-liquido");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  return (
    <CalculatorPage
      slug="salario-liquido"
      calculator={<NetSalaryCalculator initial={initialValues(NET_SALARY_FIELDS, await searchParams)} />}
      explanation={<NetSalaryExplanation />}
      faq={await netSalaryFaq()}
    />
  );
}
