import { routeHandler } from "@/lib/route-handler";
import { trySelicFetch } from "@/lib/selic/job-result";
import { revalidateSelicMonths } from "@/lib/selic/series";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * The Selic fetch from the Banco Central for a scheduler (Bearer CRON_SECRET); the logic lives in lib/selic/fetch-job.ts.
 * The Banco Central unreachable is an outcome of the job, not a failure of this server: 200 with nothing fetched and
 * the reason (`unavailable`) (the stored series stays in use), so the route never answers 5xx to a valid call (tests/chaos).
 */
export const POST = routeHandler({ auth: "cron" }, async ({ db }) => {
  const outcome = await trySelicFetch(db);
  if (outcome.ok) {
    // The pages' cached months (getCachedSelicMonths) expire with what was fetched.
    if (outcome.report.added + outcome.report.corrected > 0) revalidateSelicMonths();
    return Response.json(outcome.report);
  }
  return Response.json({
    fetched: 0,
    added: 0,
    corrected: 0,
    lastFetched: null,
    unavailable: outcome.reason,
    detail: "Banco Central indisponível: a série Selic armazenada continua em uso.",
  });
});
