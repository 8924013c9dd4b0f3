import { getTranslations } from "next-intl/server";
import { ScrollTable } from "@/components/ui/scroll-table";
import { Badge } from "@/components/ui/badge";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/br/date";
import type { RunStatus } from "@/lib/db/enums";
import { formatFileSize } from "@/lib/reports/file-size";
import type { SystemReportRow } from "@/lib/system-reports/store";
import { RefreshWhileProcessing } from "./refresh-while-processing";
import { TextLink } from "@/components/ui/text-link";

const BADGE: Record<RunStatus, "secondary" | "success" | "destructive"> = {
  processing: "secondary",
  completed: "success",
  error: "destructive",
};

export async function SystemReportHistory({ rows }: { rows: SystemReportRow[] }) {
  const t = await getTranslations("systemReports");
  const processing = rows.filter((r) => r.status === "processing").map((r) => r.id);
  const completed = rows.filter((r) => r.status === "completed").map((r) => r.id);
  if (rows.length === 0) return <p className="text-muted-foreground text-sm">{t("history.empty")}</p>;
  return (
    <div className="grid gap-2">
      <RefreshWhileProcessing processing={processing} completed={completed} />
      {processing.length > 0 ? (
        <p className="text-muted-foreground text-sm" role="status">
          {t("history.processingNote")}
        </p>
      ) : null}
      <ScrollTable label={t("history.caption")} tableClassName="caption-bottom">
        <caption className="sr-only">{t("history.caption")}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("history.report")}</TableHead>
            <TableHead>{t("history.period")}</TableHead>
            <TableHead>{t("history.requestedAt")}</TableHead>
            <TableHead>{t("history.status")}</TableHead>
            <TableHead className="text-right">{t("history.size")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("history.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => {
            const name = t("history.summary", { kind: t(`kinds.${r.kind}`), format: r.format.toUpperCase() });
            return (
              <TableRow key={r.id} data-testid="system-report-row">
                <TableCell className="font-medium">
                  {name}
                  {r.requestedBy ? (
                    <span className="text-muted-foreground block text-xs">{`${t("history.requestedBy")} ${r.requestedBy}`}</span>
                  ) : null}
                </TableCell>
                <TableCell className="text-sm whitespace-nowrap">
                  {formatDateTime(r.from)}
                  <span className="text-muted-foreground block">{formatDateTime(r.to)}</span>
                </TableCell>
                <TableCell className="text-sm whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
                <TableCell>
                  <Badge variant={BADGE[r.status]}>{t(`status.${r.status}`)}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {r.sizeBytes === null ? "—" : formatFileSize(r.sizeBytes)}
                </TableCell>
                <TableCell>
                  {r.status === "completed" ? (
                    <TextLink
                      native
                      href={`/admin/system-reports/${r.id}/download`}
                      download
                      aria-label={t("history.downloadLabel", { name })}
                      className="font-medium underline"
                    >
                      {t("history.download")}
                    </TextLink>
                  ) : (
                    <span className="text-muted-foreground text-sm">{t("history.unavailable")}</span>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollTable>
    </div>
  );
}
