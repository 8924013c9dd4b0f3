import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { withAnon } from "@/lib/db/rls";
import { listActivePlans } from "./plans";

/**
 * Cache tag of the public price list. Code that writes subscription_plans or plan_features (the admin plans
 * editor, lib/billing/plan-editor-actions.ts) must call `revalidateTag` with it (or `updateTag` in a server action),
 * so /plans shows the change on the next visit; edits made straight in the database show within 5 minutes.
 */
export const PLANS_CACHE_TAG = "subscription-plans";

/** The active plans with their features (subscription_plans is the one price list), from Next's data cache. */
export const getActivePlans = unstable_cache(() => withAnon((tx) => listActivePlans(tx)), ["active-plans"], {
  tags: [PLANS_CACHE_TAG],
  revalidate: 300,
});

/** After a write to subscription_plans or plan_features: the cached price list expires now, so /plans shows it. */
export function revalidatePlans(): void {
  revalidateTag(PLANS_CACHE_TAG, { expire: 0 });
}
