"use server";

import { revalidatePath } from "next/cache";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { auditAsService } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import { withRls } from "@/lib/db/rls";
import { PLAN_ERRORS } from "@/lib/plans/gate";
import { getUsage } from "@/lib/plans/queries";
import { importOwner } from "./owner";
import { applySheet } from "./sheet/apply";
import { sheetImportSchema, sheetRowSchema, type SheetRow } from "./sheet/schema";

/**
 * Confirms a spreadsheet's preview: every line checked again with the preview's own schema (a line still wrong refuses
 * the whole import), then all of it written in one transaction; the plan's company limit leaves the lines past it out.
 */
export const importCompaniesSheetAction = userAction(
  {
    schema: sheetImportSchema,
    invalid: "documents.sheet.errors.fixLines",
    planLimit: PLAN_ERRORS.companyLimit,
    rateLimit: [{ name: "documents-sheet", limit: 30, key: (_input, ctx) => ctx.claims.sub }],
  },
  async ({ input, ctx }) => {
    const rows: SheetRow[] = [];
    for (const row of input.rows) {
      const parsed = sheetRowSchema.safeParse(row);
      if (!parsed.success) return fail("invalid_input", "documents.sheet.errors.fixLines");
      rows.push(parsed.data);
    }
    const applied = await withRls(ctx.claims, async (tx) => {
      // An office's staff import into the office (its titular's rows): its band is counted by the database, per line.
      const owner = await importOwner(tx, ctx.claims.sub);
      if (owner !== ctx.claims.sub) return applySheet(tx, owner, input.months, rows, "counted");
      const usage = await getUsage(tx, ctx.claims.sub);
      const room = usage.maxCompanies === null ? null : Math.max(0, usage.maxCompanies - usage.companies);
      return applySheet(tx, owner, input.months, rows, room);
    });
    await auditAsService(await getDb(), {
      actorId: ctx.claims.sub,
      action: "documents.import",
      target: `profile:${ctx.claims.sub}`,
      ip: ctx.ip,
      details: { source: "planilha", ...applied },
    });
    revalidatePath("/companies");
    revalidatePath("/dashboard");
    return ok(applied);
  },
);
