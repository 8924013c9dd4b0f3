import { NextResponse, type NextRequest } from "next/server";
import { runMonthlySummary } from "@/lib/notifications/summary";
import { handleJobRequest, jobSecret } from "@/lib/notifications/job-route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The monthly summary e-mail job for a scheduler (Bearer CRON_SECRET); the logic lives in lib/notifications/summary.ts. */
export async function POST(request: NextRequest) {
  const result = await handleJobRequest(request.headers.get("authorization"), jobSecret(), (db) =>
    runMonthlySummary(db),
  );
  if (result.status === 200) return NextResponse.json(result.body);
  const headers = { "Content-Type": "application/problem+json", ...("headers" in result ? result.headers : {}) };
  return NextResponse.json(result.body, { status: result.status, headers });
}
