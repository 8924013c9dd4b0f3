import { getTranslations } from "next-intl/server";
import { RenderedWithoutData } from "@/components/common/build-render";
import { CalculatorPage, calculatorMetadata } from "@/components/calculators/calculator-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ReformCalculator } from "@/components/calculators/reform-calculator";
import { ReformExplanation, reformFaq } from "@/components/calculators/reform-explanation";
import { initialValues, REFORM_FIELDS, REFORM_INITIAL } from "@/lib/tools/public-calculators";
import { publicReferenceScenarios } from "@/lib/tools/public-reform-scenarios";

export const generateMetadata = () => calculatorMetadata("reforma-tributaria");

// Prerendered, with the admin's official reference rate when there is one (lib/settings/actions.ts renders it again
// when it changes); values in the address are read by the calculator in the browser.
export default async function Page() {
  const t = await getTranslations("calculators");
  const { scenarios, fromDatabase } = await publicReferenceScenarios();
  return (
    <>
      <CalculatorPage
        slug="reforma-tributaria"
        calculator={
          <ClientMessages file="(marketing)/calculadoras/reforma-tributaria/page">
            <ReformCalculator initial={initialValues(REFORM_FIELDS, {}, REFORM_INITIAL)} scenarios={scenarios} />
          </ClientMessages>
        }
        explanation={<ReformExplanation scenarios={scenarios} />}
        faq={await reformFaq()}
        estimate={t("reformEstimate")}
      />
      {fromDatabase ? null : <RenderedWithoutData />}
    </>
  );
}
