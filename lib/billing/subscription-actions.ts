"use server";

import { revalidatePath } from "next/cache";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { getDb } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments";
import { cancelOwnSubscription } from "./cancel";

const FAILURES = {
  not_found: ["not_found", "billing.subscription.errors.notFound"],
  not_cancellable: ["conflict", "billing.subscription.errors.notCancellable"],
  provider_mismatch: ["conflict", "billing.subscription.errors.providerMismatch"],
  provider_failed: ["provider_failed", "billing.subscription.errors.cancelFailed"],
} as const;

/** Cancels the signed-in user's subscription; access stays until the paid period ends (ISO date returned). */
export const cancelSubscriptionAction = userAction(
  {
    schema: z.uuid(),
    invalid: FAILURES.not_found[1],
    rateLimit: [{ name: "cancel", limit: 5, key: (_, ctx) => ctx.profile.id }],
  },
  async ({ input: id, ctx }) => {
    const outcome = await cancelOwnSubscription(await getDb(), getPaymentProvider(), ctx.claims, id);
    if (!outcome.ok) return fail(FAILURES[outcome.code][0], FAILURES[outcome.code][1]);
    revalidatePath(SETTINGS_PAGES.account);
    return ok({ accessUntil: outcome.accessUntil?.toISOString() ?? null });
  },
);
