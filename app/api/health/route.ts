import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Liveness and database readiness (the first call also migrates and seeds the embedded database). */
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    console.error("health check failed", error);
    return NextResponse.json({ status: "unavailable" }, { status: 503 });
  }
}
