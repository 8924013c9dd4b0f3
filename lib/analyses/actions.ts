"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { runRiskDetector } from "./risk";

/** 'Analisar novamente': re-runs the risk detector now and stores the run even when nothing changed. */
export const rerunRiskDetectorAction = userAction(
  {
    schema: z.undefined(),
    feature: "riskDetector",
    rateLimit: [{ name: "risk-rerun", limit: 30, key: (_, ctx) => ctx.claims.sub }],
  },
  async ({ ctx }) => {
    await withRls(ctx.claims, (tx) => runRiskDetector(tx, ctx.claims.sub, { force: true }));
    revalidatePath("/risk-detector");
    return ok(undefined);
  },
);
