import { afterEach, describe, expect, it, vi } from "vitest";
import { processCache, processOnce, processSingleton } from "./process-state";

let n = 0;
const key = () => `test-${++n}`;

describe("process-wide state (lib/process-state.ts)", () => {
  afterEach(() => vi.resetModules());

  it("gives every copy of the module the same value: proxy.ts and the pages are separate bundles", async () => {
    const name = key();
    const first = processSingleton(name, () => new Map<string, number>());
    vi.resetModules();
    const other = await import("./process-state");
    expect(other.processSingleton).not.toBe(processSingleton);
    expect(other.processSingleton(name, () => new Map<string, number>())).toBe(first);
  });

  it("opens once for concurrent callers and tries again after a failure", async () => {
    const name = key();
    const open = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue("db");
    const [a, b] = [processOnce(name, open), processOnce(name, open)];
    await expect(a).rejects.toThrow("down");
    await expect(b).rejects.toThrow("down");
    expect(await processOnce(name, open)).toBe("db");
    expect(await processOnce(name, open)).toBe("db");
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("loads at most once per window, again after it, at once after forget, and again after a rejection", async () => {
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2).mockResolvedValueOnce(3);
    const cache = processCache(key(), 5_000, load);
    expect(await cache.get(0)).toBe(1);
    expect(await cache.get(4_999)).toBe(1);
    expect(await cache.get(5_000)).toBe(2);
    cache.forget();
    expect(await cache.get(5_001)).toBe(3);
    load.mockRejectedValueOnce(new Error("slow")).mockResolvedValueOnce(4);
    cache.forget();
    await expect(cache.get(5_002)).rejects.toThrow("slow");
    expect(await cache.get(5_003)).toBe(4);
  });
});
