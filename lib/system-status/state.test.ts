import { describe, expect, it } from "vitest";
import { overallOf, RECONCILE_STALE_MS, reconcileState } from "./state";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("system status rules", () => {
  it("rates the reconcile job by its last run: recent and clean is operational, anything else needs attention", () => {
    const run = (outcome: "ok" | "partial" | "error" | "skipped", endedMsAgo: number) => ({
      startedAt: ago(endedMsAgo + 1000),
      finishedAt: ago(endedMsAgo),
      outcome,
    });
    expect(reconcileState(run("ok", 60_000), true, now)).toBe("operational");
    expect(reconcileState(run("skipped", 60_000), true, now)).toBe("operational");
    expect(reconcileState(run("ok", RECONCILE_STALE_MS + 1), true, now)).toBe("degraded");
    expect(reconcileState(run("partial", 60_000), true, now)).toBe("degraded");
    expect(reconcileState(run("error", 60_000), true, now)).toBe("degraded");
    expect(reconcileState(null, true, now)).toBe("degraded");
    // Never ran: not yet a problem on a server started less than the stale window ago.
    expect(reconcileState(null, true, now, ago(60_000))).toBe("unknown");
    expect(reconcileState(null, true, now, ago(RECONCILE_STALE_MS + 1))).toBe("degraded");
    expect(reconcileState({ startedAt: ago(5_000), finishedAt: null, outcome: "running" }, true, now)).toBe(
      "operational",
    );
    expect(reconcileState(null, false, now)).toBe("unknown");
  });

  it("is down only when the database is, degraded when any check needs attention", () => {
    expect(overallOf(["operational", "operational", "unknown"])).toBe("operational");
    expect(overallOf(["operational", "degraded", "operational"])).toBe("degraded");
    expect(overallOf(["down", "unknown", "unknown"])).toBe("down");
    expect(overallOf(["operational", "down"])).toBe("degraded");
  });
});
