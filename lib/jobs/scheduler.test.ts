import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dailyJob, MAX_INTERVAL_MS, startScheduler, type JobLog, type Scheduler } from "./scheduler";

const MINUTE = 60_000;

function quietLog(): JobLog & { errors: unknown[][]; infos: unknown[][] } {
  const errors: unknown[][] = [];
  const infos: unknown[][] = [];
  return { errors, infos, info: (...a) => infos.push(a), error: (...a) => errors.push(a) };
}

/** A promise the test resolves by hand, to keep a run "under way". */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe("startScheduler", () => {
  let scheduler: Scheduler | null = null;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    scheduler?.stop();
    vi.useRealTimers();
  });

  it("runs a job once per interval, the first one interval after start", async () => {
    const run = vi.fn(async () => {});
    scheduler = startScheduler([{ name: "reconcile", everyMs: 15 * MINUTE, run }], quietLog());
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(45 * MINUTE);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it("never starts a second run of a job while one is under way; the next tick after it ends runs again", async () => {
    const slow = gate();
    let active = 0;
    let maxActive = 0;
    const run = vi.fn(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await slow.promise;
      active--;
    });
    const log = quietLog();
    scheduler = startScheduler([{ name: "reconcile", everyMs: MINUTE, run }], log);
    await vi.advanceTimersByTimeAsync(5 * MINUTE); // ticks 2..5 find the first run still going
    expect(run).toHaveBeenCalledTimes(1);
    expect(await scheduler.runNow("reconcile")).toBe(false);
    expect(log.infos.filter(([m]) => String(m).includes("still under way"))).toHaveLength(5);
    slow.open();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    expect(maxActive).toBe(1);
  });

  it("isolates failures: a throwing job is logged and runs again, other jobs keep their schedule", async () => {
    const failing = vi.fn(async () => {
      throw new Error("provider down for ana@example.com");
    });
    const healthy = vi.fn(async () => {});
    const log = quietLog();
    scheduler = startScheduler(
      [
        { name: "failing", everyMs: MINUTE, run: failing },
        { name: "healthy", everyMs: MINUTE, run: healthy },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(healthy).toHaveBeenCalledTimes(3);
    expect(log.errors).toHaveLength(3);
    expect(String(log.errors[0][0])).toContain("[jobs] failing: failed");
    // Logged through the redactor: no personal data in the logs.
    expect(String(log.errors[0][1])).toContain("provider down for [email]");
  });

  it("runs a gated job only on ticks where it is due", async () => {
    vi.setSystemTime(new Date(2026, 10, 29, 12));
    const run = vi.fn(async () => {});
    scheduler = startScheduler(
      [{ name: "monthly", everyMs: 24 * 60 * MINUTE, due: (now) => now.getDate() === 1, run }],
      quietLog(),
    );
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE); // 30 Nov
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE); // 1 Dec
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE); // 2 Dec
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("stops every timer", async () => {
    const run = vi.fn(async () => {});
    scheduler = startScheduler([{ name: "reconcile", everyMs: MINUTE, run }], quietLog());
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses a duplicate name and an interval a timer cannot hold", () => {
    const run = async () => {};
    expect(() =>
      startScheduler([
        { name: "a", everyMs: MINUTE, run },
        { name: "a", everyMs: MINUTE, run },
      ]),
    ).toThrow(/twice/);
    expect(() => startScheduler([{ name: "monthly", everyMs: MAX_INTERVAL_MS + 1, run }])).toThrow(/everyMs/);
    expect(() => startScheduler([{ name: "zero", everyMs: 0, run }])).toThrow(/everyMs/);
  });
});

describe("dailyJob", () => {
  let scheduler: Scheduler | null = null;
  afterEach(() => {
    scheduler?.stop();
    vi.useRealTimers();
  });

  it("runs an hour after start, not again that day, then at the first tick of each new UTC day", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T20:10:00Z") });
    const run = vi.fn(async () => {});
    scheduler = startScheduler([dailyJob("alert-digest", run)], quietLog());
    await vi.advanceTimersByTimeAsync(60 * MINUTE - 1);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1); // 21:10
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE); // 23:10
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * MINUTE); // 27th, 00:10
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(23 * 60 * MINUTE); // 27th, 23:10
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("tries a failed day again at the next tick; a restart runs again within the hour (the jobs deduplicate)", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T08:00:00Z") });
    const run = vi.fn().mockRejectedValueOnce(new Error("smtp down")).mockResolvedValue(undefined);
    const log = quietLog();
    scheduler = startScheduler([dailyJob("alert-digest", run)], log);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.stop();
    scheduler = startScheduler([dailyJob("alert-digest", run)], log); // a new process, same day
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("keeps to the days its gate allows", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-30T12:00:00Z") });
    const run = vi.fn(async () => {});
    scheduler = startScheduler([dailyJob("monthly-summary", run, (now) => now.getUTCDate() <= 7)], quietLog());
    await vi.advanceTimersByTimeAsync(11 * 60 * MINUTE); // 30 Nov, 23:00
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(60 * MINUTE); // 1 Dec, 00:00
    expect(run).toHaveBeenCalledTimes(1);
  });
});
