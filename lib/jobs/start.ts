import "server-only";
import { isEmbedded } from "@/lib/db/client";
import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process-state";
import { EMBEDDED_JOBS } from "./registry";
import { startScheduler, type Scheduler } from "./scheduler";

/**
 * Starts the embedded-mode jobs once per process (instrumentation.ts, Node.js runtime). Not with DATABASE_URL
 * (an external scheduler calls the job routes: docs/operations.md), not while `next build` prerenders, not in tests, and
 * not when JOBS_SCHEDULER=off (a second process on the same data, a debugging session).
 */
export function startEmbeddedJobs(): Scheduler | null {
  const e = env();
  if (!isEmbedded() || e.NEXT_PHASE === "phase-production-build" || e.NODE_ENV === "test" || e.JOBS_SCHEDULER === "off")
    return null;
  return processSingleton("jobs-scheduler", () => startScheduler(EMBEDDED_JOBS));
}
