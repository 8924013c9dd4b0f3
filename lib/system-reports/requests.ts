import "server-only";
import { after } from "next/server";
import { ok, type ActionResult } from "@/lib/action-result";
import type { UserContext } from "@/lib/action-client";
import { writeAuditLog } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import { withRls } from "@/lib/db/rls";
import { generateSystemReport } from "./generate";
import { resolveRange } from "./range";
import type { SystemReportRequest } from "./schema";
import { insertSystemReport } from "./store";

/**
 * 'Gerar relatório': the row 'processing' and its audit entry in one transaction under the admin's RLS, then the
 * file is generated after the response (next/server after()), as lib/reports does; the history refreshes itself
 * until the row turns 'Concluído' or 'Erro'.
 */
export async function requestSystemReport(
  ctx: UserContext,
  request: SystemReportRequest,
  now: Date = new Date(),
): Promise<ActionResult<{ id: string }>> {
  const range = resolveRange(request.preset, request, now);
  const created = await withRls(ctx.claims, async (tx) => {
    const row = await insertSystemReport(tx, {
      requestedBy: ctx.claims.sub,
      kind: request.kind,
      format: request.format,
      ...range,
    });
    await writeAuditLog(tx, {
      actorId: ctx.claims.sub,
      action: "admin.system_report.create",
      target: `system_report:${row.id}`,
      details: {
        kind: request.kind,
        format: request.format,
        from: range.from.toISOString(),
        to: range.to.toISOString(),
      },
      ip: ctx.ip,
    });
    return row;
  });
  after(async () => {
    await generateSystemReport(await getDb(), ctx.claims, created.id);
  });
  return ok(created);
}
