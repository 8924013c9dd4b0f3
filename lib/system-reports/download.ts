import "server-only";
import type { AuthClaims } from "@/lib/auth/types";
import { fileDate, todayIso } from "@/lib/br/date";
import { writeAuditLog } from "@/lib/db/admin";
import { withRls } from "@/lib/db/rls";
import { reportTranslator } from "@/lib/reports/format";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/file-response";
import { getSystemReportFile, type SystemReportFile } from "./store";

const CONTENT_TYPE = { csv: "text/csv; charset=utf-8", pdf: "application/pdf" } as const;

/** "Relatório de usuários 01-11-2026 a 23-11-2026.csv": the kind and the Brasília days covered. */
export function systemReportFileName(file: Pick<SystemReportFile, "kind" | "format" | "from" | "to">): string {
  const t = reportTranslator();
  const last = new Date(file.to.getTime() - 1);
  return t("systemReports.file.name", {
    kind: t(`systemReports.kinds.${file.kind}`).toLowerCase(),
    start: fileDate(todayIso(file.from)),
    end: fileDate(todayIso(last)),
    ext: file.format,
  });
}

/**
 * GET /admin/system-reports/{id}/download for an administrator (the route-handler pipeline checked the role): the
 * file of a 'Concluído' report only (404 otherwise, also while it is processing or failed; the route's `params` schema
 * refused an id that is no uuid), with its pt-BR name.
 * Each download is audited: the files hold customers' personal data.
 */
export async function downloadSystemReport(claims: AuthClaims, id: string, ip: string): Promise<Response> {
  const file = await withRls(claims, async (tx) => {
    const found = await getSystemReportFile(tx, id);
    if (found) {
      await writeAuditLog(tx, {
        actorId: claims.sub,
        action: "admin.system_report.download",
        target: `system_report:${id}`,
        ip,
      });
    }
    return found;
  });
  if (!file) throw new AppError("not_found");
  return fileResponse(file.content, { name: systemReportFileName(file), type: CONTENT_TYPE[file.format] });
}
