"use server";

import { revalidatePath } from "next/cache";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { z } from "zod";
import { userAction } from "@/lib/action-client";
import { removeReportBranding, saveReportBranding } from "./branding";
import { WHITE_LABEL_FLAG } from "./plan-flags";
import { brandingFormDataSchema } from "./schema";

export const saveReportBrandingAction = userAction(
  {
    schema: brandingFormDataSchema,
    invalid: "reports.branding.failed",
    feature: WHITE_LABEL_FLAG,
    planLimit: "plans.errors.featureLocked",
  },
  async ({ input, ctx }) => {
    const result = await saveReportBranding(ctx.claims, input);
    if (result.ok) revalidatePath(SETTINGS_PAGES.integrations);
    return result;
  },
);

export const removeReportBrandingAction = userAction({ schema: z.undefined() }, async ({ ctx }) => {
  const result = await removeReportBranding(ctx.claims);
  revalidatePath(SETTINGS_PAGES.integrations);
  return result;
});
