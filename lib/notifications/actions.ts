"use server";

import { revalidatePath } from "next/cache";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { userAction } from "@/lib/action-client";
import { fail, ok } from "@/lib/action-result";
import { withRls } from "@/lib/db/rls";
import { notificationPreferencesSchema } from "./preferences";
import { saveNotificationPreferences } from "./store";

/** Settings › Notificações: which e-mails the user gets; the senders read the same record. */
export const saveNotificationPreferencesAction = userAction(
  {
    schema: notificationPreferencesSchema,
    rateLimit: [{ name: "notification-preferences", limit: 30, key: (_, ctx) => ctx.profile.id }],
  },
  async ({ input, ctx }) => {
    if (!(await withRls(ctx.claims, (tx) => saveNotificationPreferences(tx, ctx.claims.sub, input))))
      return fail("not_found");
    revalidatePath(SETTINGS_PAGES.account);
    return ok(input);
  },
);
