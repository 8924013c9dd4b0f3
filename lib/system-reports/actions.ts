"use server";

import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action-client";
import { requestSystemReport } from "./requests";
import { systemReportSchema } from "./schema";

// Generating costs CPU (a PDF, thousands of CSV rows): an admin may start this many per 10 minutes.
const generateLimit = [
  {
    name: "system-report",
    limit: 20,
    windowMs: 10 * 60_000,
    key: (_: unknown, ctx: { claims: { sub: string } }) => ctx.claims.sub,
  },
];

export const generateSystemReportAction = adminAction(
  { schema: systemReportSchema, invalid: "systemReports.errors.invalid", rateLimit: generateLimit },
  async ({ input, ctx }) => {
    const result = await requestSystemReport(ctx, input);
    if (result.ok) revalidatePath("/admin/system-reports");
    return result;
  },
);
