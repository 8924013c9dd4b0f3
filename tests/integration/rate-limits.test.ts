import { sql } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/handles";
import { describeOnEachDatabase, rowsOf } from "../helpers/db";

let current: OwnerDb | null = null;
vi.mock("@/lib/db/client", () => ({
  getDb: async () => current ?? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")),
}));

const { forget, giveBack, sharedLimiter, take } = await import("@/lib/db/rate-limits");

const rule = (name: string, limit = 10) => ({
  name: `${name}-${Math.random().toString(36).slice(2)}`,
  limit,
  windowMs: 60_000,
});

afterEach(() => {
  current = null;
});

describeOnEachDatabase("Rate limits in the shared table", (ctx) => {
  it("two instances counting 60 concurrent events allow exactly 10", async () => {
    const r = rule("burst");
    const a = sharedLimiter(ctx().db, r);
    const b = sharedLimiter(ctx().db, r);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).consume("203.0.113.7")),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(10);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused).toHaveLength(50);
    expect(refused.every((o) => o.reason instanceof RateLimiterRes)).toBe(true);
  });

  it("take answers the seconds to wait past the limit, without counting the refused events", async () => {
    current = ctx().db;
    const log = vi.spyOn(console, "error");
    const r = rule("take", 3);
    for (let i = 0; i < 3; i++) expect(await take(r, "ana@teste.tributocerto.com.br")).toBe(0);
    const wait = await take(r, "ana@teste.tributocerto.com.br");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await take(r, "ana@teste.tributocerto.com.br");
    // Refused events were given back: one taken back makes room for exactly one more.
    await giveBack(r, "ana@teste.tributocerto.com.br");
    expect(await take(r, "ana@teste.tributocerto.com.br")).toBe(0);
    expect(await take(r, "ana@teste.tributocerto.com.br")).toBeGreaterThan(0);
    // Another key has its own count; forget clears one key.
    expect(await take(r, "bia@teste.tributocerto.com.br")).toBe(0);
    await forget(r, "ana@teste.tributocerto.com.br");
    expect(await take(r, "ana@teste.tributocerto.com.br")).toBe(0);
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining("shared store unavailable"), expect.anything());
    log.mockRestore();
  });

  it("stores digests, never the e-mail or address it counts", async () => {
    current = ctx().db;
    const r = rule("digest");
    await take(r, "carla@teste.tributocerto.com.br|198.51.100.4");
    const rows = rowsOf<{ key: string }>(
      await ctx().db.execute(sql`select key from public.rate_limits where key like ${`${r.name}:%`}`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].key).not.toMatch(/carla|198\.51/);
  });
});

it("without the database, counts in this instance's memory and logs it", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const r = rule("insurance", 2);
  expect(await take(r, "k")).toBe(0);
  expect(await take(r, "k")).toBe(0);
  expect(await take(r, "k")).toBeGreaterThan(0);
  expect(log).toHaveBeenCalledWith(expect.stringContaining("shared store unavailable"), expect.anything());
  log.mockRestore();
});
