"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userAction } from "@/lib/action-client";
import { REPORT_FLAGS } from "./plan-flags";
import { removeReport, requestReport, retryReport } from "./requests";
import { companyReportSchema, periodReportSchema, simulationReportSchema } from "./schema";

const NOT_FOUND = "reports.errors.notFound";
// Rendering costs CPU: a user may start this many renderings (new reports and retries) per 10 minutes.
const renderLimit = [
  {
    name: "report-render",
    limit: 30,
    windowMs: 10 * 60_000,
    key: (_: unknown, ctx: { claims: { sub: string } }) => ctx.claims.sub,
  },
];

function changed() {
  revalidatePath("/reports");
  revalidatePath("/dashboard");
}

const generated = <T extends { ok: boolean }>(result: T): T => {
  if (result.ok) changed();
  return result;
};

export const generateSimulationReportAction = userAction(
  {
    schema: simulationReportSchema,
    invalid: "reports.errors.simulationRequired",
    feature: REPORT_FLAGS,
    rateLimit: renderLimit,
    planLimit: "plans.errors.featureLocked",
  },
  async ({ input, ctx }) =>
    generated(await requestReport(ctx.claims, { kind: "simulation", simulationId: input.simulationId })),
);

export const generateCompanyReportAction = userAction(
  {
    schema: companyReportSchema,
    invalid: "reports.errors.companyRequired",
    feature: REPORT_FLAGS,
    rateLimit: renderLimit,
    planLimit: "plans.errors.featureLocked",
  },
  async ({ input, ctx }) => generated(await requestReport(ctx.claims, { kind: "company", companyId: input.companyId })),
);

export const generatePeriodReportAction = userAction(
  {
    schema: periodReportSchema,
    invalid: "reports.errors.invalidDate",
    feature: REPORT_FLAGS,
    rateLimit: renderLimit,
    planLimit: "plans.errors.featureLocked",
  },
  async ({ input, ctx }) =>
    generated(await requestReport(ctx.claims, { kind: "period", start: input.start, end: input.end })),
);

export const retryReportAction = userAction(
  {
    schema: z.uuid(),
    invalid: NOT_FOUND,
    feature: REPORT_FLAGS,
    rateLimit: renderLimit,
    planLimit: "plans.errors.featureLocked",
  },
  async ({ input: id, ctx }) => generated(await retryReport(ctx.claims, id)),
);

export const deleteReportAction = userAction({ schema: z.uuid(), invalid: NOT_FOUND }, async ({ input: id, ctx }) =>
  generated(await removeReport(ctx.claims, id)),
);
