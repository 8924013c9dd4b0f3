import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db/health";
import { paymentsMode } from "@/lib/payments";
import { routeHandler } from "@/lib/route-handler";
import { redactError } from "@/lib/security/redact";

export const dynamic = "force-dynamic";

/**
 * Liveness and database readiness (the first call also migrates and seeds the embedded database), and which
 * payment provider runs: "asaas", "sandbox" or "not_configured". Its 503 names the payments too, so it answers it
 * itself rather than through the pipeline's problem+json.
 */
export const GET = routeHandler({ auth: "visitor" }, async () => {
  const payments = paymentsMode();
  try {
    await pingDatabase();
    return NextResponse.json({ status: "ok", payments });
  } catch (error) {
    console.error("health check failed", redactError(error, { stack: true }));
    return NextResponse.json({ status: "unavailable", payments }, { status: 503 });
  }
});
