import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db/health";
import { paymentsMode } from "@/lib/payments";
import { redactError } from "@/lib/security/redact";

export const dynamic = "force-dynamic";

/**
 * Liveness and database readiness (the first call also migrates and seeds the embedded database), and which
 * payment provider runs: "asaas", "sandbox" or "not_configured".
 */
export async function GET() {
  const payments = paymentsMode();
  try {
    await pingDatabase();
    return NextResponse.json({ status: "ok", payments });
  } catch (error) {
    console.error("health check failed", redactError(error, { stack: true }));
    return NextResponse.json({ status: "unavailable", payments }, { status: 503 });
  }
}
