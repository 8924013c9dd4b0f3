import { eq } from "drizzle-orm";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { RegisterForm } from "@/components/billing/register-form";
import { UpgradeForm } from "@/components/billing/upgrade-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth/session";
import { findActivePlan, priceCentavos } from "@/lib/billing/plans";
import { getSubscriptionOverview } from "@/lib/billing/subscription-overview";
import { upgradeNotice } from "@/lib/billing/upgrade-notice";
import { formatDate } from "@/lib/br/date";
import { formatBrlFromCentavos } from "@/lib/br/money";
import { withAnon, withRls } from "@/lib/db/rls";
import { profiles } from "@/lib/db/schema";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing.register");
  return { title: t("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const t = await getTranslations("billing.register");
  const params = await searchParams;
  const slug = one(params.plano);
  const ref = one(params.ref);
  const found = slug && /^[a-z0-9_-]{1,40}$/.test(slug) ? await withAnon((tx) => findActivePlan(tx, slug)) : null;
  const plan = found && priceCentavos(found.monthlyPrice) > 0 ? found : null;
  const user = await getCurrentUser();

  if (user) {
    // Signed in: registering means buying a plan (upgrade mode); without one, choose it first.
    if (!plan) redirect("/plans");
    const [[own], overview] = await withRls(
      user.claims,
      async (tx) =>
        [
          await tx
            .select({ cpf: profiles.cpfCnpj, phone: profiles.phone })
            .from(profiles)
            .where(eq(profiles.id, user.profile.id)),
          await getSubscriptionOverview(tx),
        ] as const,
    );
    // Said before paying: no credit for the days left of the plan already paid.
    const notice = upgradeNotice(overview.current);
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold">{t("upgradeTitle", { plan: plan.name })}</h1>
          </CardTitle>
          <CardDescription>
            {t("planPrice", { price: formatBrlFromCentavos(priceCentavos(plan.monthlyPrice)) })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice ? (
            <p className="border-warning/50 bg-warning/10 rounded-md border p-3 text-sm" data-testid="upgrade-notice">
              {t("upgradeNoCredit", {
                current: notice.plan,
                date: formatDate(notice.paidUntil),
                plan: plan.name,
                price: formatBrlFromCentavos(priceCentavos(plan.monthlyPrice)),
              })}
            </p>
          ) : null}
          <UpgradeForm
            plan={{ slug: plan.slug, name: plan.name }}
            account={{
              name: user.profile.name,
              email: user.profile.email,
              cpf: own?.cpf ?? "",
              phone: own?.phone ?? "",
            }}
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">{plan ? t("paidTitle", { plan: plan.name }) : t("trialTitle")}</h1>
        </CardTitle>
        <CardDescription>
          {plan
            ? t("planPrice", { price: formatBrlFromCentavos(priceCentavos(plan.monthlyPrice)) })
            : t("trialDescription")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RegisterForm
          plan={plan ? { slug: plan.slug, name: plan.name } : null}
          referral={ref && /^[A-Za-z0-9]{4,40}$/.test(ref) ? ref : null}
        />
      </CardContent>
    </Card>
  );
}

export default withClientMessages("(auth)/register/page", RegisterPage);
