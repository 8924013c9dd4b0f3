import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { publicPageMetadata } from "@/components/seo/page-metadata";
import { PlanCard } from "@/components/billing/plan-card";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { getCurrentUser } from "@/lib/auth/session";
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

const REF = /^[A-Za-z0-9]{4,40}$/;

/** Where a plan card leads: /register with the plan, the affiliate ref and, for a signed-in user, upgrade mode. */
function registerHref(slug: string, ref: string | null, upgrade: boolean) {
  const params = new URLSearchParams();
  if (slug !== "trial") params.set("plano", slug);
  if (ref) params.set("ref", ref);
  if (upgrade) params.set("upgrade", "1");
  const query = params.toString();
  return query ? `/register?${query}` : "/register";
}

// Rendered per request (the current plan depends on the visitor); the price list itself comes from the
// data cache, revalidated by tag when plans change (lib/billing/plans-cache.ts).
export default async function PlansPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const t = await getTranslations("billing.plans");
  const params = await searchParams;
  const ref = typeof params.ref === "string" && REF.test(params.ref) ? params.ref : null;
  const user = await getCurrentUser();
  const currentPlan = user?.profile.subscriptionStatus ?? null;

  let plans: Plan[] | null;
  try {
    plans = await getActivePlans();
  } catch (error) {
    console.error("[plans] could not load the plans", redactError(error, { stack: true }));
    plans = null;
  }

  return (
    <>
      <SiteHeader signedIn={user !== null} />
      <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="text-muted-foreground mt-3">{t("subtitle")}</p>
        </div>
        {plans === null ? (
          <Alert variant="destructive" className="mx-auto max-w-xl">
            <AlertTitle>{t("loadErrorTitle")}</AlertTitle>
            <AlertDescription>{t("loadError")}</AlertDescription>
          </Alert>
        ) : plans.length === 0 ? (
          <p className="text-muted-foreground text-center">{t("empty")}</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {plans.map((plan) => (
              <PlanCard
                key={plan.slug}
                plan={plan}
                current={currentPlan === plan.slug}
                href={registerHref(plan.slug, ref, Boolean(user))}
              />
            ))}
          </div>
        )}
        <p className="text-muted-foreground mt-10 text-center text-sm">{t("cancelAnytime")}</p>
      </main>
      <SiteFooter />
    </>
  );
}
