"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { hitRateLimit } from "@/lib/auth/rate-limit";
import { getCurrentUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments";
import { cancelOwnSubscription } from "./cancel";

const ERROR_KEYS = {
  not_found: "billing.subscription.errors.notFound",
  not_cancellable: "billing.subscription.errors.notCancellable",
  provider_mismatch: "billing.subscription.errors.providerMismatch",
  provider_failed: "billing.subscription.errors.cancelFailed",
} as const;

/** Cancels the signed-in user's subscription; access stays until the paid period ends (ISO date returned). */
export async function cancelSubscriptionAction(subscriptionId: unknown): Promise<ActionResult<{ accessUntil: string | null }>> {
  const user = await getCurrentUser();
  if (!user) return fail("billing.register.errors.signedOut");
  const id = z.uuid().safeParse(subscriptionId);
  if (!id.success) return fail(ERROR_KEYS.not_found);
  if (hitRateLimit(`cancel:${user.profile.id}`, 5)) return fail("auth.errors.rateLimited");
  const outcome = await cancelOwnSubscription(await getDb(), getPaymentProvider(), user.claims, id.data);
  if (!outcome.ok) return fail(ERROR_KEYS[outcome.code]);
  revalidatePath("/settings");
  return ok({ accessUntil: outcome.accessUntil?.toISOString() ?? null });
}
