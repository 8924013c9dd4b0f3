import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import type { DeclarationSummary } from "@/lib/documents/queries";
import { formatPa } from "./format";
import { DeclarationStatusBadge } from "./status-badge";
import { DeletePdfButton } from "./delete-pdf-button";

/** The company page's "Declarações": each PA's declarations (the one in force first) and their reconciliation. */
export function CompanyDeclarations({
  companyId,
  declarations,
}: {
  companyId: string;
  declarations: DeclarationSummary[];
}) {
  const t = useTranslations("documents");
  return (
    <section className="grid gap-3" aria-labelledby="company-declarations">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="company-declarations" className="text-lg font-semibold">
          {t("company.declarations")}
        </h2>
        <Link href="/companies/importar" className="text-sm underline">
          {t("entry")}
        </Link>
      </div>
      {declarations.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-4">{t("company.noDeclarations")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="company-declarations">
          {declarations.map((d) => (
            <li
              key={d.id}
              className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span>{formatPa(d.pa)}</span>
                  <Badge variant="outline">{t(`kind.${d.kind}`)}</Badge>
                  {!d.inForce && <Badge variant="secondary">{t("company.replaced")}</Badge>}
                  <DeclarationStatusBadge status={d.status} difference={Math.round(d.difference * 100)} />
                </p>
                <p className="text-muted-foreground text-sm">
                  {formatBrl(d.totalDeclared)} · {t("preview.number", { number: d.number })}
                  {d.transmittedAt ? ` · ${formatDate(d.transmittedAt)}` : ""}
                </p>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                <Link className="text-sm underline" href={`/companies/${companyId}/declaracoes/${d.id}`}>
                  {t("company.details", { pa: formatPa(d.pa) })}
                </Link>
                {d.hasFile && (
                  <span className="flex items-center gap-1">
                    <a
                      className="text-sm underline"
                      href={`/companies/${companyId}/declaracoes/${d.id}/pdf`}
                      download
                      data-testid="declaration-pdf"
                    >
                      {t("company.downloadPdfOf", { pa: formatPa(d.pa) })}
                    </a>
                    <DeletePdfButton companyId={companyId} pa={formatPa(d.pa)} of={{ declarationId: d.id }} />
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
