import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db/health";
import { redactError } from "@/lib/security/redact";

export const dynamic = "force-dynamic";

/** Liveness and database readiness (the first call also migrates and seeds the embedded database). */
export async function GET() {
  try {
    await pingDatabase();
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    console.error("health check failed", redactError(error, { stack: true }));
    return NextResponse.json({ status: "unavailable" }, { status: 503 });
  }
}
