import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { processStateForTests } from "@/lib/process-state";

// The proxy's database probe: a failing ping is an outage at once; a slow one is an outage only when no ping has
// answered for 30 s (a busy database is not a lost one).

vi.mock("server-only", () => ({}));
const execute = vi.fn<() => Promise<unknown>>();
vi.mock("./client", () => ({ getDb: async () => ({ execute }) }));

const { databaseReachable } = await import("./health");

/** A ping that answers after `ms` (never, with Infinity). */
const answerAfter = (ms: number) =>
  execute.mockImplementationOnce(() => new Promise((resolve) => Number.isFinite(ms) && setTimeout(resolve, ms)));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-29T12:00:00Z") });
  processStateForTests.delete("database-probe");
  processStateForTests.delete("database-probe-last-answer");
});
afterEach(() => vi.useRealTimers());

/** Asks the probe as a request arriving at the fake clock's now would, the clock running until it settles. */
async function ask(): Promise<boolean> {
  const answer = databaseReachable(Date.now());
  await vi.advanceTimersByTimeAsync(3_500);
  return answer;
}

describe("databaseReachable", () => {
  it("a ping that fails is down; one that answers is up", async () => {
    execute.mockRejectedValueOnce(new Error("ECONNREFUSED"));
    expect(await ask()).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    answerAfter(5);
    expect(await ask()).toBe(true);
  });

  it("a ping slower than 3 s after a recent answer is a busy database, not an outage", async () => {
    answerAfter(5);
    expect(await ask()).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    answerAfter(4_000); // queued behind the pages' own queries: it answers, late
    expect(await ask()).toBe(true);
  });

  it("a database that hangs is down once no ping has answered for 30 s", async () => {
    answerAfter(Infinity);
    expect(await ask()).toBe(false);
    answerAfter(5);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await ask()).toBe(true);
    for (let i = 0; i < 11; i++) {
      await vi.advanceTimersByTimeAsync(2_000);
      answerAfter(Infinity);
      await ask();
    }
    await vi.advanceTimersByTimeAsync(2_000);
    answerAfter(Infinity);
    expect(await ask()).toBe(false);
  });
});
