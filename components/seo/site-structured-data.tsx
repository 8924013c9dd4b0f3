import { getTranslations } from "next-intl/server";
import { isBuildRender, RenderedWithoutData } from "@/components/common/build-render";
import { getActivePlans } from "@/lib/billing/plans-cache";
import { priceCentavos } from "@/lib/billing/plans";
import { env } from "@/lib/env";
import { redactError } from "@/lib/security/redact";
import { JsonLd } from "./json-ld";
import { organization, softwareApplication, type OfferPlan } from "./structured-data";

/** The landing page's Organization and SoftwareApplication (one Offer per paid plan of subscription_plans). */
export async function SiteStructuredData() {
  const common = await getTranslations("common");
  const url = env().APP_URL;
  const name = common("appName");
  const description = common("description");
  let plans: OfferPlan[] | null = null;
  if (!isBuildRender()) {
    try {
      plans = (await getActivePlans()).filter((plan) => priceCentavos(plan.monthlyPrice) > 0);
    } catch (error) {
      // The page itself must not fail for its search-engine data: the app is then described without offers.
      console.error("structured data: plans unavailable", redactError(error));
    }
  }
  return (
    <>
      {/* Without the offers the prerendered landing is not kept: the next visit asks the database again. */}
      {plans === null ? <RenderedWithoutData /> : null}
      <JsonLd data={organization({ url, name, description })} />
      <JsonLd data={softwareApplication({ url, name, description, plans: plans ?? [] })} />
    </>
  );
}
