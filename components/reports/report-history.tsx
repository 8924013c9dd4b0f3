"use client";

import { DownloadIcon, ExternalLinkIcon, RotateCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { ConfirmDeleteButton } from "@/components/common/confirm-delete-button";
import { useActionCall } from "@/components/forms/use-action-call";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/br/date";
import type { RunStatus } from "@/lib/db/enums";
import { deleteReportAction, retryReportAction } from "@/lib/reports/actions";
import { formatFileSize } from "@/lib/reports/file-size";
import type { ReportListItem } from "@/lib/reports/queries";
import { takeWatched, watchReport } from "./watched-reports";

/** How often the page asks the server again while a report is 'Processando'. */
const REFRESH_MS = 2_000;
const KNOWN_ERRORS = new Set(["render_failed", "source_missing", "interrupted"]);

const STATUS_VARIANT: Record<RunStatus, "secondary" | "default" | "destructive"> = {
  processing: "secondary",
  completed: "default",
  error: "destructive",
};

/** Refreshes the server page while something is processing, and toasts each report that finished meanwhile. */
function useProcessingRefresh(items: ReportListItem[]) {
  const t = useTranslations("reports");
  const router = useRouter();
  const previous = useRef<Map<string, RunStatus> | null>(null);
  const processing = items.some((i) => i.status === "processing");

  useEffect(() => {
    const before = previous.current;
    for (const item of items) {
      if (item.status === "processing") continue;
      // Seen 'Processando' here before, or asked for from this tab (it may have finished before any refresh).
      const finished = before?.get(item.id) === "processing" || takeWatched(item.id);
      if (!finished) continue;
      if (item.status === "completed")
        toast.success(t("toast.ready"), { description: t("toast.readyDetail", { title: item.title }) });
      if (item.status === "error") toast.error(t("toast.failed"), { description: item.title });
    }
    previous.current = new Map(items.map((i) => [i.id, i.status]));
  }, [items, t]);

  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [processing, router]);
  return processing;
}

function RetryButton({ id }: { id: string }) {
  const t = useTranslations("reports");
  const router = useRouter();
  const { run: retry, pending } = useActionCall({
    action: () => retryReportAction(id),
    errorTitle: t("errors.retryFailed"),
    onSuccess: () => {
      watchReport(id);
      toast.success(t("toast.generating"), { description: t("toast.generatingDetail") });
      router.refresh();
    },
    // The row may have changed meanwhile (retried from another tab): show what the server has.
    onFailure: () => router.refresh(),
  });
  return (
    <Button type="button" size="sm" variant="outline" onClick={() => retry()} disabled={pending}>
      <RotateCwIcon aria-hidden="true" />
      {pending ? t("history.retrying") : t("history.retry")}
    </Button>
  );
}

function FileActions({ item }: { item: ReportListItem }) {
  const t = useTranslations("reports");
  const href = `/reports/${item.id}/pdf`;
  if (item.status !== "completed") {
    // Preview and download exist only for a finished file (both are enabled only when Concluído).
    return (
      <>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled
          aria-label={t("history.preview", { title: item.title })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          {t("history.previewShort")}
        </Button>
        <Button type="button" size="sm" disabled aria-label={t("history.download", { title: item.title })}>
          <DownloadIcon aria-hidden="true" />
          {t("history.downloadShort")}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild size="sm" variant="outline">
        <a
          href={`${href}?modo=visualizar`}
          target="_blank"
          rel="noopener"
          aria-label={t("history.preview", { title: item.title })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          {t("history.previewShort")}
        </a>
      </Button>
      <Button asChild size="sm">
        <a
          href={href}
          download
          aria-label={t("history.download", { title: item.title })}
          onClick={() => toast.success(t("toast.downloadStarted"))}
        >
          <DownloadIcon aria-hidden="true" />
          {t("history.downloadShort")}
        </a>
      </Button>
    </>
  );
}

/** The generated reports: title, type, company, date, status and size; preview and download once Concluído. */
export function ReportHistory({ items }: { items: ReportListItem[] }) {
  const t = useTranslations("reports");
  const processing = useProcessingRefresh(items);
  if (items.length === 0)
    return (
      <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">{t("history.empty")}</p>
    );
  return (
    <div className="grid gap-3">
      {processing ? (
        <p className="text-muted-foreground text-sm" role="status">
          {t("history.processingHint")}
        </p>
      ) : null}
      <ul className="grid gap-3" aria-label={t("history.label")}>
        {items.map((item) => (
          <li key={item.id}>
            <Card className="grid gap-3 p-4" data-testid="report-row" data-status={item.status}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="outline">{t(`types.${item.type}`)}</Badge>
                    <Badge variant={STATUS_VARIANT[item.status]} data-testid="report-status">
                      {t(`status.${item.status}`)}
                    </Badge>
                  </div>
                  <p className="font-medium break-words">{item.title}</p>
                </div>
                <ConfirmDeleteButton
                  onDelete={() => deleteReportAction(item.id)}
                  texts={{
                    label: t("history.delete", { title: item.title }),
                    title: t("history.deleteTitle"),
                    description: t("history.deleteDescription", { title: item.title }),
                    cancel: t("history.cancel"),
                    confirm: t("history.confirmDelete"),
                    deleted: t("history.deleted"),
                    failed: t("errors.deleteFailed"),
                  }}
                />
              </div>
              <dl className="text-muted-foreground grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-xs">{t("history.columns.company")}</dt>
                  <dd className="text-foreground break-words">{item.companyName ?? t("history.noCompany")}</dd>
                </div>
                <div>
                  <dt className="text-xs">{t("history.columns.createdAt")}</dt>
                  <dd className="text-foreground">{formatDate(item.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-xs">{t("history.columns.status")}</dt>
                  <dd className="text-foreground">{t(`status.${item.status}`)}</dd>
                </div>
                <div>
                  <dt className="text-xs">{t("history.columns.size")}</dt>
                  <dd className="text-foreground">{item.sizeBytes === null ? "—" : formatFileSize(item.sizeBytes)}</dd>
                </div>
              </dl>
              {item.status === "error" && item.error ? (
                <p className="text-destructive text-sm">
                  {KNOWN_ERRORS.has(item.error) ? t(`errors.${item.error}`) : t("errors.render_failed")}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <FileActions item={item} />
                {item.status === "error" ? <RetryButton id={item.id} /> : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
