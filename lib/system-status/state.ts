import type { JobOutcome } from "@/lib/db/enums";

// The pure rules of /system-status: how a check's facts become its state, and the states the overall line.

/** operational / degraded / down; `unknown` when the check could not run (the database it reads from is down). */
export type CheckState = "operational" | "degraded" | "down" | "unknown";

/** The reconcile job is meant to run every 15 minutes; a last run older than this means it is not scheduled. */
export const RECONCILE_STALE_MS = 60 * 60 * 1000;

export type LastRun = { startedAt: Date; finishedAt: Date | null; outcome: JobOutcome } | null;

/**
 * The state of the reconcile job from its last run: stale → degraded (nothing re-syncs payments). A job that never
 * ran is degraded only once the server has been up longer than the stale window (a fresh start has not reached its
 * first 15-minute tick yet: `unknown`, which does not lower the headline).
 */
export function reconcileState(
  lastRun: LastRun,
  paymentsConfigured: boolean,
  now: Date,
  upSince: Date = new Date(0),
): CheckState {
  if (!paymentsConfigured) return "unknown";
  if (!lastRun) return now.getTime() - upSince.getTime() > RECONCILE_STALE_MS ? "degraded" : "unknown";
  if (lastRun.outcome === "error" || lastRun.outcome === "partial") return "degraded";
  const at = (lastRun.finishedAt ?? lastRun.startedAt).getTime();
  return now.getTime() - at > RECONCILE_STALE_MS ? "degraded" : "operational";
}

/** The page's headline: down when the database (first) is down, degraded when anything else needs attention. */
export function overallOf(states: readonly CheckState[]): "operational" | "degraded" | "down" {
  if (states[0] === "down") return "down";
  return states.some((s) => s === "down" || s === "degraded") ? "degraded" : "operational";
}
