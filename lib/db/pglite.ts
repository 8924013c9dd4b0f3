import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import { env } from "@/lib/env";
import { processOnce } from "@/lib/process-state";
import { claimDataDir, createPglite, pgliteDataDir } from "./embedded";

// The one place the app opens its embedded database. Once per process (lib/process-state.ts) because Next gives
// route handlers and pages separate module instances (and HMR reloads modules): a second PGlite
// on the same dir silently loses writes (PGlite allows one connection per data dir).

/** Its key in lib/process-state.ts. */
export const PGLITE_PROCESS_KEY = "pglite";

function assertNotBuilding(): void {
  if (env().NEXT_PHASE === "phase-production-build") {
    throw new Error(
      "The embedded database was opened during `next build`. Pages and route handlers that read the " +
        'database must render per request: call `await connection()` (from "next/server") or export ' +
        '`const dynamic = "force-dynamic"`.',
    );
  }
}

/** The app's PGlite on `.data/pglite` (or PGLITE_DATA_DIR), opened once per process. */
export function getPglite(): Promise<PGlite> {
  assertNotBuilding();
  return processOnce(PGLITE_PROCESS_KEY, async () => {
    const dataDir = pgliteDataDir();
    claimDataDir(dataDir);
    return createPglite(dataDir);
  });
}
