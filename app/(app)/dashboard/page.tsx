import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { AccessDeniedNotice } from "@/components/app-shell/access-denied-notice";
import { calculatorShortNames } from "@/components/calculators/calculator-names";
import { ResumeCalculation } from "@/components/calculators/resume-calculation";
import { FirstSteps, MoneyOverview } from "@/components/dashboard/money-overview";
import { ReformDeadlinesCard } from "@/components/dashboard/reform-deadlines";
import { PlanBadge } from "@/components/app-shell/plan-badge";
import { DashboardUsage } from "@/components/tools/dashboard-usage";
import { FeatureCards } from "@/components/tools/feature-cards";
import { SimulationList } from "@/components/tools/simulation-list";
import { Button } from "@/components/ui/button";
import { memoisedDashboardOverview } from "@/lib/analyses/overview";
import { loadDeclarationAlerts } from "@/lib/analyses/regime";
import { requireUser } from "@/lib/auth/session";
import { todayIso } from "@/lib/br/date";
import { listCompanies } from "@/lib/companies/queries";
import { withRls } from "@/lib/db/rls";
import { planStatusOf } from "@/lib/plans/queries";
import { memoisedReformAnswer } from "@/lib/reform/memoised";
import { loadPageToolContext } from "@/lib/tools/load-context";
import { listSimulations } from "@/lib/simulations/queries";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const QUICK_ACTIONS = [
  { href: "/companies", label: "companies", icon: spriteIcon("building-2") },
  { href: "/subscription", label: "plans", icon: spriteIcon("badge-percent") },
  { href: "/settings", label: "settings", icon: spriteIcon("settings") },
] as const;

async function DashboardPage({ searchParams }: Props) {
  const { claims, profile } = await requireUser("/dashboard");
  const params = await searchParams;
  const t = await getTranslations("dashboard");
  const firstName = profile.name.trim().split(/\s+/)[0] || t("fallbackName");
  // The permissions and usage came with the profile; the recent list and the companies in one transaction.
  const { usage, permissions } = planStatusOf(profile);
  const today = todayIso();
  const { recent, companies, declared } = await withRls(claims, async (tx) => {
    const companies = await listCompanies(tx, claims.sub);
    return {
      recent: await listSimulations(tx, claims.sub, { limit: 5 }),
      companies,
      // The alerts count is /regime-alert's: its declarations' findings too.
      declared:
        permissions.regimeAlert && companies.length > 0
          ? await loadDeclarationAlerts(tx, claims.sub, companies, today)
          : [],
    };
  });
  const overview =
    companies.length > 0
      ? memoisedDashboardOverview(companies, { alerts: permissions.regimeAlert, today, declared })
      : null;
  // Each Simples company's next reform window with its answer (the one every reform screen gives).
  const simples = companies.filter((c) => c.regime === "simples_nacional" && c.status === "ativa");
  const context = simples.length > 0 ? await loadPageToolContext() : null;
  const reform = context ? simples.map((c) => memoisedReformAnswer(c, context)) : [];

  return (
    <div className="grid gap-8">
      {params.aviso === "acesso-negado" ? <AccessDeniedNotice /> : null}
      <ResumeCalculation names={await calculatorShortNames()} />
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{t("greeting", { name: firstName })}</h1>
          <PlanBadge status={profile.subscriptionStatus} planName={profile.planName} />
        </div>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      {overview ? <MoneyOverview overview={overview} /> : <FirstSteps />}
      {context ? <ReformDeadlinesCard answers={reform} today={context.today} /> : null}
      <DashboardUsage usage={usage} />
      <FeatureCards permissions={permissions} />
      <section aria-labelledby="dashboard-actions" className="grid gap-3">
        <h2 id="dashboard-actions" className="text-lg font-semibold">
          {t("quickActions.title")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
            <Button key={href} asChild variant="outline">
              <Link href={href}>
                <Icon aria-hidden="true" />
                {t(`quickActions.${label}`)}
              </Link>
            </Button>
          ))}
        </div>
      </section>
      <section aria-labelledby="dashboard-recent" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dashboard-recent" className="text-lg font-semibold">
            {t("recent.title")}
          </h2>
          <TextLink href="/simulations" className="text-sm">
            {t("recent.all")}
          </TextLink>
        </div>
        {recent.length > 0 ? (
          <SimulationList items={recent} deletable={false} />
        ) : (
          <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">{t("recent.empty")}</p>
        )}
      </section>
    </div>
  );
}

export default withClientMessages("(app)/dashboard/page", DashboardPage);
