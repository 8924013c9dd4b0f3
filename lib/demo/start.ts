import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { redactError } from "@/lib/security/redact";
import { startDemoOfficeWork } from "./office-work";
import { seedLivingDemo } from "./seed";

const DEMO_TITULAR = "contador@demo.tributocerto.com.br";

/**
 * Fills the demo accounts in the background at start (instrumentation.ts), once getDb() has migrated and
 * created them: only with DEMO_ACCOUNTS=true and the local auth adapter, not while `next build` prerenders,
 * not in tests, and not with DEMO_DATA=false (the Playwright server, whose specs start from empty accounts).
 */
export function startLivingDemo(): void {
  const e = env();
  if (e.DEMO_ACCOUNTS !== "true" || e.DEMO_DATA === "false" || e.NEXT_PUBLIC_SUPABASE_URL) return;
  if (e.NEXT_PHASE === "phase-production-build" || e.NODE_ENV === "test") return;
  void getDb()
    .then(async (db) => {
      const filled = await seedLivingDemo(db);
      if (filled.includes(DEMO_TITULAR)) await startDemoOfficeWork(db, DEMO_TITULAR);
      return filled;
    })
    .then(
      (filled) => {
        if (filled.length > 0) console.info(`[demo] living demo data added for ${filled.length} account(s)`);
      },
      (error: unknown) => console.error("[demo] living demo data not added", redactError(error, { stack: true })),
    );
}
