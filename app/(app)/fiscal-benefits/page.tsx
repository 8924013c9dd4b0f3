import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BenefitCard } from "@/components/benefits/benefit-card";
import { BenefitFiltersForm, CompanyProfileForm } from "@/components/benefits/benefit-filters";
import { TitledCard } from "@/components/common/titled-card";
import { gatePage } from "@/components/plans/page-gate";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { listBenefits } from "@/lib/benefits/queries";
import { benefitFiltersSchema, filtersForCompany } from "@/lib/benefits/schema";
import { getCompany, listCompanyOptions } from "@/lib/companies/queries";
import { withRls } from "@/lib/db/rls";
import { PageHeader } from "@/components/common/page-header";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("fiscalBenefits");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FiscalBenefitsPage({ searchParams }: Props) {
  const t = await getTranslations("fiscalBenefits");
  const header = <PageHeader title={t("title")} subtitle={t("subtitle")} />;
  const gate = await gatePage("/fiscal-benefits", { feature: t("title"), header });
  if (gate.locked) return gate.locked;
  const { user } = gate;

  const query = await searchParams;
  const { empresa, ...explicit } = benefitFiltersSchema.parse(query);
  // Opened plainly (no filter, no company in the query): the catalogue starts from the user's first company, if
  // any. 'Limpar' and the filter form always send a query, so they still reach the whole catalogue.
  const plain = Object.keys(query).length === 0;
  const { claims } = user;
  const { companies, company, result } = await withRls(claims, async (tx) => {
    const companies = await listCompanyOptions(tx, claims.sub);
    const companyId = empresa ?? (plain ? companies[0]?.id : undefined);
    const company = companyId ? await getCompany(tx, claims.sub, companyId) : null;
    const filters = company ? filtersForCompany(company) : explicit;
    return { companies, company, result: { filters, ...(await listBenefits(tx, filters)) } };
  });
  const { filters, items, total } = result;

  return (
    <div className="grid gap-6">
      {header}
      <TitledCard title={t("filtersTitle")} contentClassName="grid gap-4">
        <CompanyProfileForm companies={companies} selected={company?.id} />
        {company ? (
          <p className="text-sm" role="status">
            {t("companyApplied", { name: company.name })}{" "}
            {!company.state || !company.activity ? t("companyIncomplete", { name: company.name }) : null}{" "}
            <TextLink href="/fiscal-benefits?todos=1" className="underline" data-testid="benefits-show-all">
              {t("showAll")}
            </TextLink>
          </p>
        ) : null}
        <BenefitFiltersForm key={JSON.stringify(filters)} filters={filters} />
      </TitledCard>
      <Alert>
        <AlertDescription>{t("estimateNotice")}</AlertDescription>
      </Alert>
      <p className="font-medium" role="status" data-testid="benefits-count">
        {t("count", { count: items.length, total })}
      </p>
      {items.length === 0 ? (
        <div
          className="grid justify-items-center gap-2 rounded-md border border-dashed p-6 text-center"
          data-testid="benefits-empty"
        >
          <p className="font-medium">{t("empty")}</p>
          <p className="text-muted-foreground text-sm">{t("emptyHint")}</p>
          <TextLink href="/fiscal-benefits?todos=1" className="text-sm underline">
            {t("clear")}
          </TextLink>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {items.map((b) => (
            <BenefitCard key={b.id} benefit={b} />
          ))}
        </div>
      )}
    </div>
  );
}
