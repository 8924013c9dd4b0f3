import { getTranslations } from "next-intl/server";
import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ReformCalculator } from "@/components/calculators/reform-calculator";
import { ReformExplanation, reformFaq } from "@/components/calculators/reform-explanation";
import { initialValues, REFORM_FIELDS } from "@/lib/tools/public-calculators";
import { publicReferenceScenarios } from "@/lib/tools/public-reform-scenarios";

export const generateMetadata = () => calculatorMetadata("reforma-tributaria");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const t = await getTranslations("calculators");
  const scenarios = await publicReferenceScenarios();
  return (
    <CalculatorPage
      slug="reforma-tributaria"
      calculator={
        <ReformCalculator
          initial={initialValues(REFORM_FIELDS, await searchParams, { reduction: "none" })}
          scenarios={scenarios}
        />
      }
      explanation={<ReformExplanation scenarios={scenarios} />}
      faq={await reformFaq()}
      estimate={t("reformEstimate")}
    />
  );
}
