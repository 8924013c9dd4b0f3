import { NextResponse, type NextRequest } from "next/server";
import { runReconcileJob } from "@/lib/billing/reconcile-route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The payments reconcile job for a scheduler; the logic lives in lib/billing/reconcile.ts. */
export async function POST(request: NextRequest) {
  const result = await runReconcileJob(request.headers.get("authorization"));
  if (result.status === 200) return NextResponse.json(result.body);
  const headers = { "Content-Type": "application/problem+json", ...("headers" in result ? result.headers : {}) };
  return NextResponse.json(result.body, { status: result.status, headers });
}
