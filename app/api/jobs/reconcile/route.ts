import { NextResponse, type NextRequest } from "next/server";
import { cronSecret } from "@/lib/billing/config";
import { handleReconcileRequest } from "@/lib/billing/reconcile-route";
import { getDb } from "@/lib/db/client";
import { getPaymentProvider } from "@/lib/payments";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The payments reconcile job for a scheduler; the logic lives in lib/billing/reconcile.ts. */
export async function POST(request: NextRequest) {
  const result = await handleReconcileRequest({ authorization: request.headers.get("authorization") }, cronSecret(), async () => ({
    db: await getDb(),
    provider: getPaymentProvider(),
  }));
  return NextResponse.json(result.body, { status: result.status, headers: "headers" in result ? result.headers : undefined });
}
