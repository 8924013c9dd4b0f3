import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import { OfficeClientDialog } from "@/components/office/office-client-dialog";
import { OpenOffice } from "@/components/office/open-office";
import { PortfolioFilters } from "@/components/office/portfolio-filters";
import { PortfolioTable } from "@/components/office/portfolio-table";
import { SavedViews } from "@/components/office/saved-views";
import { StaleNotice } from "@/components/office/stale-notice";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { formatBrl } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";
import { TABLES_2026 } from "@/lib/tax/tables/2026";
import { EDITING_ROLES, staffOffice } from "@/lib/office/access";
import { requestRecompute } from "@/lib/office/jobs";
import { chipCounts, listPortfolio } from "@/lib/office/portfolio";
import { parsePortfolioQuery, portfolioSearch } from "@/lib/office/portfolio-query";
import { getOffice, listMembers } from "@/lib/office/queries";
import { countStale, referenceKey } from "@/lib/office/recompute";
import { listViews } from "@/lib/office/views";
import { resolvePermissions } from "@/lib/plans/permissions";
import { loadPageToolContext } from "@/lib/tools/load-context";
import { redactError } from "@/lib/security/redact";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.portfolio"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The portfolio cockpit: every client with what the engine derived for it (precomputed by the recompute job), sorted,
 * filtered by chips and paged on the server. Clients whose figures are older than their data are sent to the job
 * (once per office: the queue keeps one waiting recompute), and the page says so until they are current.
 */
async function OfficePage({ searchParams }: Props) {
  const { claims, profile } = await requireUser("/escritorio");
  if (profile.office?.role === "cliente") redirect("/minha-empresa");
  const office = staffOffice(profile);
  const t = await getTranslations("office");
  if (!office) {
    const permissions = resolvePermissions(profile.planPermissions, "trial");
    return <OpenOffice allowed={permissions.office} status={profile.subscriptionStatus} />;
  }
  const query = parsePortfolioQuery(await searchParams);
  const key = referenceKey(await loadPageToolContext());
  const data = await withRls(claims, async (tx) => ({
    page: await listPortfolio(tx, office.id, query),
    counts: await chipCounts(tx, office.id),
    members: await listMembers(tx),
    views: await listViews(tx, claims.sub),
    stale: await countStale(tx, office.id, key),
    row: await getOffice(tx, office.id),
  }));
  if (data.stale > 0 && data.row && office.active) {
    // The page shows what is stored meanwhile; a queue that does not answer leaves the figures as they are.
    await requestRecompute(data.row).catch((error: unknown) =>
      console.error("[office] recompute not queued", redactError(error)),
    );
  }
  const names = Object.fromEntries(data.members.map((m) => [m.userId, m.name]));
  const analysts = data.members.filter((m) => m.role === "analista").map((m) => ({ userId: m.userId, name: m.name }));
  const canEdit = office.active && EDITING_ROLES.includes(office.role);
  const search = portfolioSearch({ ...query, page: 1 });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t("portfolio.title")} subtitle={t("portfolio.subtitle", { count: data.page.total })} />
        <div className="flex flex-wrap gap-2">
          {canEdit ? (
            <Button asChild variant="outline">
              <Link href={`/escritorio/lotes/novo${search ? `?${search}` : ""}`}>{t("portfolio.batch")}</Link>
            </Button>
          ) : null}
          {canEdit ? (
            <Button asChild variant="outline">
              <Link href="/companies/importar">{t("portfolio.import")}</Link>
            </Button>
          ) : null}
          {canEdit ? <OfficeClientDialog /> : null}
        </div>
      </div>
      {data.stale > 0 ? <StaleNotice count={data.stale} /> : null}
      <PortfolioFilters query={query} analysts={analysts} counts={data.counts} />
      <SavedViews views={data.views} search={search} />
      <PortfolioTable page={data.page} query={query} analystNames={names} analyst={office.role === "analista"} />
      <p className="text-muted-foreground text-xs">
        {t("portfolio.footnote", { sublimite: formatBrl(TABLES_2026.simples.sublimite.value / 100) })}
      </p>
    </div>
  );
}

export default withClientMessages("(app)/escritorio/page", OfficePage);
