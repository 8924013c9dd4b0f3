import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import type { DasSummary } from "@/lib/documents/das-queries";
import type { DasReconciliation } from "@/lib/documents/das/reconcile";
import { DeletePdfButton } from "./delete-pdf-button";
import { brl, formatPa } from "./format";

const VARIANT = {
  confere: "success",
  diverge: "destructive",
  sem_declaracao: "secondary",
  parcelamento: "outline",
} as const;

function DasStatus({ das }: { das: DasSummary }) {
  const t = useTranslations("documents.das");
  const r = das.reconciliation;
  return (
    <Badge variant={VARIANT[r.status]} data-testid="das-status">
      {t(`status.${r.status}`, { installment: das.installment ?? "" })}
      {r.status === "diverge" ? ` · ${t("difference", { value: brl(r.difference) })}` : ""}
    </Badge>
  );
}

/** Paid × declared for the taxes that differ, and what to do about it. */
function Differences({ r, pa }: { r: DasReconciliation; pa: string }) {
  const t = useTranslations("documents.das");
  const differing = r.lines.filter((l) => l.difference !== 0);
  return (
    <div className="grid gap-2">
      <Table scrollLabel={t("tableLabel", { pa })}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("tax")}</TableHead>
            <TableHead className="text-right">{t("paid")}</TableHead>
            <TableHead className="text-right">{t("declared")}</TableHead>
            <TableHead className="text-right">{t("differenceColumn")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {differing.map((l) => (
            <TableRow key={l.tax}>
              <TableCell>{l.tax}</TableCell>
              <TableCell className="text-right whitespace-nowrap">{brl(l.paid)}</TableCell>
              <TableCell className="text-right whitespace-nowrap">{brl(l.declared)}</TableCell>
              <TableCell className="text-destructive text-right font-medium whitespace-nowrap">
                {brl(l.difference)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {differing.some((l) => l.difference < 0) && <p className="text-sm">{t("hint.below")}</p>}
      {differing.some((l) => l.difference > 0) && <p className="text-sm">{t("hint.above")}</p>}
    </div>
  );
}

/** The company page's DAS: each one's PA, due date and total, and how it compares with the declaration of its PA. */
export function CompanyDas({ companyId, das }: { companyId: string; das: DasSummary[] }) {
  const t = useTranslations("documents");
  return (
    <section className="grid gap-3" aria-labelledby="company-das">
      <h2 id="company-das" className="text-lg font-semibold">
        {t("das.title")}
      </h2>
      {das.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-4">{t("das.none")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="company-das">
          {das.map((d) => {
            const r = d.reconciliation;
            const pa = formatPa(d.pa);
            return (
              <li key={d.id} className="grid gap-2 rounded-md border p-3" data-testid="das-row">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span>{pa}</span>
                      <DasStatus das={d} />
                    </p>
                    <p className="text-muted-foreground text-sm break-words">
                      {formatBrl(d.total)} · {t("preview.number", { number: d.number })}
                      {d.dueDate ? ` · ${t("das.due", { date: formatDate(d.dueDate) })}` : ""}
                    </p>
                  </div>
                  {d.hasFile && (
                    <span className="flex items-center gap-1">
                      <a className="text-sm underline" href={`/companies/${companyId}/das/${d.id}/pdf`} download>
                        {t("company.downloadPdfOf", { pa })}
                      </a>
                      <DeletePdfButton companyId={companyId} pa={pa} of={{ dasId: d.id }} />
                    </span>
                  )}
                </div>
                <p className="text-sm">{t(`das.explain.${r.status}`, { number: r.declaration ?? "", pa })}</p>
                {r.status === "diverge" && <Differences r={r} pa={pa} />}
                {r.charges > 0 && (
                  <p className="text-muted-foreground text-sm">{t("das.charges", { value: brl(r.charges) })}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
