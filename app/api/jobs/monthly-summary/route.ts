import { runMonthlySummary } from "@/lib/notifications/summary";
import { routeHandler } from "@/lib/route-handler";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The monthly summary e-mail job for a scheduler (Bearer CRON_SECRET); the logic lives in lib/notifications/summary.ts. */
export const POST = routeHandler({ auth: "cron" }, async ({ db }) => Response.json(await runMonthlySummary(db)));
