import { reconcilePayments } from "@/lib/billing/reconcile";
import { getPaymentProvider } from "@/lib/payments";
import { routeHandler } from "@/lib/route-handler";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * The payments reconcile job for a scheduler (Bearer CRON_SECRET); the logic lives in lib/billing/reconcile.ts.
 * Payments not configured (a production start without Asaas or the sandbox opt-in): 503, nothing to reconcile.
 */
export const POST = routeHandler({ auth: "cron" }, async ({ db }) =>
  Response.json(await reconcilePayments(db, getPaymentProvider())),
);
