import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isBuildRender, RenderedWithoutData } from "@/components/common/build-render";
import { publicPageMetadata } from "@/components/seo/page-metadata";
import { OfficeBands } from "@/components/billing/office-bands";
import { PlanCard } from "@/components/billing/plan-card";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { PlanCard as Plan } from "@/lib/billing/plans";
import { getActivePlans } from "@/lib/billing/plans-cache";
import { redactError } from "@/lib/security/redact";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing.plans");
  const common = await getTranslations("common");
  return publicPageMetadata({
    path: "/plans",
    title: t("metaTitle"),
    description: t("subtitle"),
    siteName: common("appName"),
  });
}

/** Where a plan card leads: /register with the plan (the affiliate code of the address is added in the browser). */
function registerHref(slug: string) {
  return slug === "trial" ? "/register" : `/register?plano=${encodeURIComponent(slug)}`;
}

// Prerendered: the same price list for every visitor, from the data cache, renewed when an admin edits the plans
// (lib/billing/plans-cache.ts). A signed-in user's own plan and upgrades are on /subscription.
export default async function PlansPage() {
  const t = await getTranslations("billing.plans");

  let plans: Plan[] | null = null;
  if (!isBuildRender()) {
    try {
      plans = await getActivePlans();
    } catch (error) {
      console.error("[plans] could not load the plans", redactError(error, { stack: true }));
    }
  }

  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="text-muted-foreground mt-3">{t("subtitle")}</p>
        </div>
        {plans === null ? (
          <Alert variant="destructive" className="mx-auto max-w-xl">
            <AlertTitle>{t("loadErrorTitle")}</AlertTitle>
            <AlertDescription>{t("loadError")}</AlertDescription>
            {/* Not kept in the cache: the next visit asks the database again. */}
            <RenderedWithoutData />
          </Alert>
        ) : plans.length === 0 ? (
          <p className="text-muted-foreground text-center">{t("empty")}</p>
        ) : (
          <>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {plans
                .filter((plan) => plan.officeClients === null)
                .map((plan) => (
                  <PlanCard key={plan.slug} plan={plan} current={false} href={registerHref(plan.slug)} />
                ))}
            </div>
            <OfficeBands bands={plans.filter((plan) => plan.officeClients !== null)} href={registerHref} />
          </>
        )}
        <p className="text-muted-foreground mt-10 text-center text-sm">{t("cancelAnytime")}</p>
      </main>
      <SiteFooter />
    </>
  );
}
