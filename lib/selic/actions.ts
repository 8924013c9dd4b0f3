"use server";

import { isIP } from "node:net";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { adminAction, type UserContext } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { removeSelicMonth, saveSelicMonth, saveSelicSeries } from "./admin";
import { revalidateSelicMonths } from "./series";
import { selicMonthFormSchema, selicPeriodSchema, selicSeriesFormSchema } from "./schema";
import { toolHref } from "@/lib/routes";

const actorOf = (ctx: UserContext) => ({ actorId: ctx.claims.sub, ip: isIP(ctx.ip) ? ctx.ip : null });

function changed() {
  revalidateSelicMonths();
  revalidatePath("/admin/settings");
  revalidatePath(toolHref("hidden_credits"));
}

/** Configurações › Série Selic: adds or corrects one month, audited. */
export const saveSelicMonthAction = adminAction(
  { schema: selicMonthFormSchema, invalid: "adminSelic.errors.invalid" },
  async ({ input, ctx }) => {
    const saved = await withRls(ctx.claims, (tx) => saveSelicMonth(tx, actorOf(ctx), input));
    changed();
    return ok(saved);
  },
);

/** Configurações › Série Selic › Colar uma série: every month of the pasted lines, or none, each audited. */
export const saveSelicSeriesAction = adminAction(
  { schema: selicSeriesFormSchema, invalid: "adminSelic.series.errors.lines" },
  async ({ input, ctx }) => {
    const saved = await withRls(ctx.claims, (tx) => saveSelicSeries(tx, actorOf(ctx), input));
    changed();
    return ok(saved);
  },
);

/** Removes a wrongly entered month, audited. */
export const removeSelicMonthAction = adminAction(
  { schema: z.object({}), args: [selicPeriodSchema], notFound: "adminSelic.errors.notFound" },
  async ({ args: [period], ctx }) => {
    const removed = await withRls(ctx.claims, (tx) => removeSelicMonth(tx, actorOf(ctx), period));
    if (!removed) return fail("not_found", "adminSelic.errors.notFound");
    changed();
    return ok(undefined);
  },
);
