import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import { OpenOffice } from "@/components/office/open-office";
import { OfficeClientDialog } from "@/components/office/office-client-dialog";
import { PortfolioTable } from "@/components/office/portfolio-table";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { EDITING_ROLES, staffOffice } from "@/lib/office/access";
import { listPortfolio } from "@/lib/office/portfolio";
import { parsePortfolioQuery } from "@/lib/office/portfolio-query";
import { listMembers } from "@/lib/office/queries";
import { resolvePermissions } from "@/lib/plans/permissions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.portfolio"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

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
  const { page, members } = await withRls(claims, async (tx) => ({
    page: await listPortfolio(tx, office.id, query),
    members: await listMembers(tx),
  }));
  const names = Object.fromEntries(members.map((m) => [m.userId, m.name]));
  const canAdd = office.active && EDITING_ROLES.includes(office.role);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t("portfolio.title")} subtitle={t("portfolio.subtitle", { count: page.total })} />
        {canAdd ? <OfficeClientDialog /> : null}
      </div>
      <PortfolioTable page={page} query={query} analystNames={names} />
    </div>
  );
}

export default withClientMessages("(app)/escritorio/page", OfficePage);
