import { runReformReminders } from "@/lib/notifications/reform-reminders";
import { routeHandler } from "@/lib/route-handler";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The reform deadline reminders for a scheduler (Bearer CRON_SECRET); the logic lives in lib/notifications/reform-reminders.ts. */
export const POST = routeHandler({ auth: "cron" }, async ({ db }) => Response.json(await runReformReminders(db)));
