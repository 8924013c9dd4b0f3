import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { PageHeader } from "@/components/common/page-header";
import { CompanyDas } from "@/components/documents/company-das";
import { CompanyDeclarations } from "@/components/documents/company-declarations";
import { CompanyMonths } from "@/components/documents/company-months";
import { withClientMessages } from "@/components/i18n/client-messages";
import { requireUser } from "@/lib/auth/session";
import { formatCnpj } from "@/lib/br/cnpj";
import { getCompany } from "@/lib/companies/queries";
import { withRls } from "@/lib/db/rls";
import { listDas } from "@/lib/documents/das-queries";
import { listCompanyMonths, listDeclarations } from "@/lib/documents/queries";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("companies");
  return { title: t("title") };
}

/** A company: its data, its declarations and DAS with their reconciliation, its months (revenue and payroll). */
async function CompanyPage({ params }: Props) {
  const { id } = await params;
  const { claims } = await requireUser(`/companies/${encodeURIComponent(id)}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const data = await withRls(claims, async (tx) => {
    const company = await getCompany(tx, claims.sub, id);
    if (!company) return null;
    return {
      company,
      months: await listCompanyMonths(tx, claims.sub, id),
      declarations: await listDeclarations(tx, claims.sub, id),
      das: await listDas(tx, claims.sub, id),
    };
  });
  if (!data) notFound();
  const t = await getTranslations("companies");
  const td = await getTranslations("documents");
  const { company } = data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link href="/companies" className="text-muted-foreground text-sm underline">
          {td("company.back")}
        </Link>
        <PageHeader
          title={company.name}
          subtitle={`${company.cnpj ? formatCnpj(company.cnpj) : t("noCnpj")} · ${t(`regimes.${company.regime}`)}`}
        />
      </div>
      <CompanyDeclarations companyId={company.id} declarations={data.declarations} />
      <CompanyDas companyId={company.id} das={data.das} />
      <CompanyMonths months={data.months} />
    </div>
  );
}

export default withClientMessages("(app)/companies/[id]/page", CompanyPage);
