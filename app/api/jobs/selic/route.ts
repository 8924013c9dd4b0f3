import { NextResponse, type NextRequest } from "next/server";
import { problemOf } from "@/lib/errors";
import { handleJobRequest, jobSecret } from "@/lib/notifications/job-route";
import { trySelicFetch } from "@/lib/selic/job-result";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The Selic fetch from the Banco Central for a scheduler (Bearer CRON_SECRET); the logic lives in lib/selic/fetch-job.ts. */
export async function POST(request: NextRequest) {
  const result = await handleJobRequest(request.headers.get("authorization"), jobSecret(), (db) => trySelicFetch(db));
  if (result.status === 200) {
    if (result.body.ok) return NextResponse.json(result.body.report);
    const failed = problemOf("provider_failed", `Banco Central: ${result.body.reason}`);
    return NextResponse.json(failed.body, { status: failed.status, headers: { "Content-Type": "application/problem+json" } });
  }
  const headers = { "Content-Type": "application/problem+json", ...("headers" in result ? result.headers : {}) };
  return NextResponse.json(result.body, { status: result.status, headers });
}
