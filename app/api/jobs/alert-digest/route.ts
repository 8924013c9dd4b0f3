import { runAlertDigest } from "@/lib/notifications/digest";
import { routeHandler } from "@/lib/route-handler";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The regime-alert digest job for a scheduler (Bearer CRON_SECRET); the logic lives in lib/notifications/digest.ts. */
export const POST = routeHandler({ auth: "cron" }, async ({ db }) => Response.json(await runAlertDigest(db)));
