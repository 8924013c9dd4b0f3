import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { FileUpIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { latestDeclarationStatus } from "@/lib/documents/queries";
import { CompanyDialog } from "@/components/companies/company-dialog";
import { CompanyFiltersForm } from "@/components/companies/company-filters";
import { CompanyList } from "@/components/companies/company-list";
import { CompanySummaryTiles } from "@/components/companies/company-summary";
import { UsageMeter } from "@/components/plans/usage-meter";
import { requireUser } from "@/lib/auth/session";
import { listCompanies, summarizeCompanies } from "@/lib/companies/queries";
import { companyFiltersSchema, emptyCompanyForm } from "@/lib/companies/schema";
import { withRls } from "@/lib/db/rls";
import { planStatusOf } from "@/lib/plans/queries";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companies");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function CompaniesPage({ searchParams }: Props) {
  const { claims, profile } = await requireUser("/companies");
  const t = await getTranslations("companies");
  const query = await searchParams;
  const filters = companyFiltersSchema.parse(query);
  // ?editar=<id> (the "Falta informar…" links of the reform screens) opens that company's form on its reform profile.
  const editing = z.uuid().safeParse(query.editar);
  const td = await getTranslations("documents");
  const { usage } = planStatusOf(profile);
  const { companies, summary, statuses } = await withRls(claims, async (tx) => ({
    companies: await listCompanies(tx, claims.sub, filters),
    summary: await summarizeCompanies(tx, claims.sub),
    statuses: await latestDeclarationStatus(tx, claims.sub),
  }));
  const filtered = Boolean(filters.q || filters.regime || filters.status);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t("title")} subtitle={t("subtitle")} />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/companies/importar">
              <FileUpIcon aria-hidden="true" />
              {td("entry")}
            </Link>
          </Button>
          <CompanyDialog defaultValues={emptyCompanyForm()} />
        </div>
      </div>
      <CompanySummaryTiles summary={summary} />
      <UsageMeter kind="companies" used={usage.companies} max={usage.maxCompanies} />
      <CompanyFiltersForm filters={filters} />
      {companies.length > 0 ? (
        <CompanyList
          companies={companies}
          editing={editing.success ? editing.data : null}
          declarationStatuses={statuses}
        />
      ) : (
        <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">
          {filtered ? t("emptyFiltered") : t("empty")}
        </p>
      )}
    </div>
  );
}

export default withClientMessages("(app)/companies/page", CompaniesPage);
