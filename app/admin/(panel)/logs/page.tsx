import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FilterBar, FilterField } from "@/components/admin/filter-bar";
import { AdminPagination } from "@/components/admin/pagination";
import { NativeSelect } from "@/components/forms/native-select";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listAuditActions, listAuditLog } from "@/lib/admin/audit";
import { auditActionMessageKey } from "@/lib/admin/audit-actions";
import { auditFiltersSchema, firstValues } from "@/lib/admin/schema";
import { requireAdmin } from "@/lib/auth/session";
import { formatDateTime, formatRelative } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOps.logs");
  return { title: t("title") };
}

export default async function AdminLogsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { claims } = await requireAdmin();
  const filters = auditFiltersSchema.parse(firstValues(await searchParams));
  const [t, tc] = await Promise.all([getTranslations("adminOps.logs"), getTranslations("adminOps.common")]);
  const [actions, log] = await withRls(
    claims,
    async (tx) => [await listAuditActions(tx), await listAuditLog(tx, filters)] as const,
  );
  const options = filters.action && !actions.includes(filters.action) ? [filters.action, ...actions] : actions;
  const now = new Date();
  // pt-BR label of an action ("Cadastro pago"); an action without one (older or test entries, or one that names a
  // group of labels rather than a label) shows its key.
  const actionLabel = (action: string) => {
    const key = auditActionMessageKey(action);
    return key && t.has(key as never) && typeof t.raw(key as never) === "string" ? t(key as never) : action;
  };
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("description")} />
      <FilterBar action="/admin/logs" label={t("title")}>
        <FilterField id="logs-action" label={t("action")}>
          <NativeSelect id="logs-action" name="action" defaultValue={filters.action ?? ""}>
            <option value="">{t("allActions")}</option>
            {options.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="logs-actor" label={t("actor")}>
          <Input id="logs-actor" name="actor" type="search" defaultValue={filters.actor ?? ""} maxLength={100} />
        </FilterField>
        <FilterField id="logs-from" label={tc("from")}>
          <Input id="logs-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </FilterField>
        <FilterField id="logs-to" label={tc("to")}>
          <Input id="logs-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </FilterField>
      </FilterBar>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("total", { count: log.total })}
      </p>
      {log.rows.length === 0 ? (
        <p className="rounded-md border p-6 text-center">{t("empty")}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.when")}</TableHead>
              <TableHead>{t("columns.actor")}</TableHead>
              <TableHead>{t("columns.action")}</TableHead>
              <TableHead>{t("columns.target")}</TableHead>
              <TableHead>{t("columns.ip")}</TableHead>
              <TableHead>{t("columns.details")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {log.rows.map((row) => {
              const hasDetails = row.details && typeof row.details === "object" && Object.keys(row.details).length > 0;
              return (
                <TableRow key={row.id} className="align-top">
                  <TableCell>
                    <time dateTime={row.createdAt.toISOString()} title={formatDateTime(row.createdAt)}>
                      {formatRelative(row.createdAt, now)}
                    </time>
                  </TableCell>
                  <TableCell>
                    {row.actorName || row.actorEmail ? (
                      <>
                        <span className="font-medium">{row.actorName}</span>
                        <span className="text-muted-foreground block text-xs break-all">{row.actorEmail}</span>
                      </>
                    ) : (
                      t("system")
                    )}
                  </TableCell>
                  <TableCell>
                    <span className="text-sm" title={row.action}>
                      {actionLabel(row.action)}
                    </span>
                  </TableCell>
                  <TableCell className="text-xs break-words">
                    {row.targetNamed?.kind ? (
                      <span title={row.targetNamed.raw}>
                        <span className="text-muted-foreground block">{t(`targets.${row.targetNamed.kind}`)}</span>
                        {row.targetNamed.name ??
                          t("targetId", {
                            id: row.targetNamed.raw.slice(
                              row.targetNamed.raw.indexOf(":") + 1,
                              row.targetNamed.raw.indexOf(":") + 9,
                            ),
                          })}
                      </span>
                    ) : (
                      <span className="break-all">{row.target ?? "—"}</span>
                    )}
                  </TableCell>
                  <TableCell className="text-xs">{row.ip ?? "—"}</TableCell>
                  <TableCell className="max-w-md">
                    {hasDetails ? (
                      <details>
                        <summary className="cursor-pointer text-sm">{t("showDetails")}</summary>
                        <pre className="bg-muted mt-2 max-w-full overflow-x-auto rounded p-2 text-xs whitespace-pre-wrap break-all">
                          {JSON.stringify(row.details, null, 2)}
                        </pre>
                      </details>
                    ) : (
                      t("noDetails")
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <AdminPagination
        basePath="/admin/logs"
        params={{ action: filters.action, actor: filters.actor, from: filters.from, to: filters.to }}
        page={filters.page}
        pageCount={log.pageCount}
      />
    </div>
  );
}
