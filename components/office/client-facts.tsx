import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { formatBrl } from "@/lib/br/money";
import { formatDate } from "@/lib/br/date";
import type { CompanyDto } from "@/lib/companies/queries";

/** What the company record holds, as the office reads it. */
export async function ClientFacts({ company }: { company: CompanyDto }) {
  const t = await getTranslations("office.client");
  const tc = await getTranslations("companies");
  const facts: [string, string][] = [
    [t("facts.regime"), tc(`regimes.${company.regime}`)],
    [t("facts.status"), tc(`statuses.${company.status}`)],
    [t("facts.state"), company.state ?? "—"],
    [t("facts.revenue12m"), formatBrl(company.revenue12m)],
    [t("facts.payroll"), company.payrollMonthly === null ? t("notInformed") : formatBrl(company.payrollMonthly)],
    [t("facts.proLabore"), company.proLaboreMonthly === null ? t("notInformed") : formatBrl(company.proLaboreMonthly)],
    [t("facts.updated"), formatDate(company.updatedAt)],
  ];
  return (
    <Card className="p-4">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
