import { NextResponse, type NextRequest } from "next/server";
import { handleJobRequest, jobSecret } from "@/lib/notifications/job-route";
import { trySelicFetch } from "@/lib/selic/job-result";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * The Selic fetch from the Banco Central for a scheduler (Bearer CRON_SECRET); the logic lives in lib/selic/fetch-job.ts.
 * The Banco Central unreachable is an outcome of the job, not a failure of this server: 200 with nothing fetched and
 * the reason (`unavailable`) (the stored series stays in use), so the route never answers 5xx to a valid call (tests/chaos).
 */
export async function POST(request: NextRequest) {
  const result = await handleJobRequest(request.headers.get("authorization"), jobSecret(), (db) => trySelicFetch(db));
  if (result.status === 200) {
    if (result.body.ok) return NextResponse.json(result.body.report);
    const detail = "Banco Central indisponível: a série Selic armazenada continua em uso.";
    return NextResponse.json({
      fetched: 0,
      added: 0,
      corrected: 0,
      lastFetched: null,
      unavailable: result.body.reason,
      detail,
    });
  }
  const headers = { "Content-Type": "application/problem+json", ...("headers" in result ? result.headers : {}) };
  return NextResponse.json(result.body, { status: result.status, headers });
}
