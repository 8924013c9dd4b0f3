import { CalculatorIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatCnpj } from "@/lib/br/cnpj";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { companyToFormValues } from "@/lib/companies/form-values";
import type { CompanyDto } from "@/lib/companies/queries";
import { CompanyDialog } from "./company-dialog";
import { DeleteCompanyButton } from "./delete-company-button";
import { toolHref } from "@/lib/routes";
import { formatPa } from "@/components/documents/format";
import { DeclarationStatusBadge } from "@/components/documents/status-badge";
import type { LatestDeclarationStatus } from "@/lib/documents/queries";
import { TextLink } from "@/components/ui/text-link";

/** One card per company (readable at 375 px): status, regime, average monthly revenue, last update, actions. */
export function CompanyList({
  companies,
  editing = null,
  declarationStatuses = [],
}: {
  companies: CompanyDto[];
  editing?: string | null;
  declarationStatuses?: LatestDeclarationStatus[];
}) {
  const t = useTranslations("companies");
  const td = useTranslations("documents");
  const statusOf = new Map(declarationStatuses.map((s) => [s.companyId, s]));
  return (
    <ul className="grid gap-3" aria-label={t("listLabel")}>
      {companies.map((c) => (
        <li key={c.id}>
          <Card
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="company-row"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-medium break-words">
                  <TextLink
                    tone="plain"
                    href={`/companies/${c.id}`}

                    aria-label={t("open", { name: c.name })}
                  >
                    {c.name}
                  </TextLink>
                </h2>
                <Badge variant={c.status === "ativa" ? "success" : "secondary"}>{t(`statuses.${c.status}`)}</Badge>
                <Badge variant="outline">{t(`regimes.${c.regime}`)}</Badge>
                {statusOf.get(c.id) && (
                  <span className="text-muted-foreground flex items-center gap-1 text-xs">
                    {td("company.lastStatus", { pa: formatPa(statusOf.get(c.id)!.pa) })}
                    <DeclarationStatusBadge
                      status={statusOf.get(c.id)!.status}
                      difference={Math.round(statusOf.get(c.id)!.difference * 100)}
                    />
                  </span>
                )}
              </div>
              <p className="text-muted-foreground text-sm">
                {c.cnpj ? formatCnpj(c.cnpj) : t("noCnpj")}
                {" · "}
                {t("monthlyRevenue", { value: formatBrl(c.monthlyAverage) })}
                {" · "}
                {t("updatedAt", { date: formatDate(c.updatedAt) })}
              </p>
            </div>
            <div className="flex items-center gap-1">
              <Button asChild size="sm" variant="outline">
                <Link href={toolHref("fiscal", { empresa: c.id })}>
                  <CalculatorIcon aria-hidden="true" />
                  {t("simulate")}
                </Link>
              </Button>
              <CompanyDialog
                companyId={c.id}
                companyName={c.name}
                defaultValues={companyToFormValues(c)}
                openOnReform={editing === c.id}
              />
              <DeleteCompanyButton id={c.id} name={c.name} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
