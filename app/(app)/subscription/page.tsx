import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfficeBands } from "@/components/billing/office-bands";
import { PlanCard } from "@/components/billing/plan-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { requireUser } from "@/lib/auth/session";
import { priceCentavos, type PlanCard as Plan } from "@/lib/billing/plans";
import { getActivePlans } from "@/lib/billing/plans-cache";
import { formatBrlFromCentavos } from "@/lib/br/money";
import { redactError } from "@/lib/security/redact";
import { TextLink } from "@/components/ui/text-link";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing.inApp");
  return { title: t("title") };
}

/**
 * 'Planos' inside the app: the plan the user has, and the plans above it, each leading to the upgrade checkout
 * (/register?plano=…&upgrade=1). The visitor's price list (/plans, with 'Entrar' and 'Assinar Agora') stays public.
 */
export default async function SubscriptionPlansPage() {
  const { profile } = await requireUser("/subscription");
  const t = await getTranslations("billing.inApp");
  let plans: Plan[] | null;
  try {
    plans = await getActivePlans();
  } catch (error) {
    console.error("[plans] could not load the plans", redactError(error, { stack: true }));
    plans = null;
  }
  const currentSlug = profile.subscriptionStatus;
  const current = plans?.find((plan) => plan.slug === currentSlug) ?? null;
  const floor = current ? priceCentavos(current.monthlyPrice) : 0;
  const upgrades =
    plans?.filter(
      (plan) => plan.slug !== currentSlug && plan.officeClients === null && priceCentavos(plan.monthlyPrice) > floor,
    ) ?? [];
  // The "Escritório" bands are offered apart, every band (a smaller office moves between them).
  const bands = plans?.filter((plan) => plan.officeClients !== null) ?? [];
  const currentName = current?.name ?? profile.planName ?? currentSlug;

  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")}>
        <p className="text-muted-foreground" data-testid="in-app-current-plan">
          {current && floor > 0
            ? t("current", { plan: currentName, value: formatBrlFromCentavos(floor) })
            : t("currentFree", { plan: currentName })}{" "}
          <TextLink href="/settings">{t("manage")}</TextLink>
        </p>
      </PageHeader>
      {plans === null ? (
        <Alert variant="destructive">
          <AlertTitle>{t("loadErrorTitle")}</AlertTitle>
          <AlertDescription>{t("loadError")}</AlertDescription>
        </Alert>
      ) : upgrades.length === 0 && bands.length === 0 ? (
        <p data-testid="no-upgrades">{t("top")}</p>
      ) : upgrades.length === 0 ? null : (
        <>
          <h2 className="text-lg font-semibold">{t("upgradesTitle")}</h2>
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {[...(current ? [current] : []), ...upgrades].map((plan) => (
              <PlanCard
                key={plan.slug}
                plan={plan}
                current={plan.slug === currentSlug}
                href={`/register?plano=${encodeURIComponent(plan.slug)}&upgrade=1`}
              />
            ))}
          </div>
        </>
      )}
      <OfficeBands
        bands={bands}
        current={currentSlug}
        href={(slug) => `/register?plano=${encodeURIComponent(slug)}&upgrade=1`}
      />
    </div>
  );
}
