import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerDb } from "@/lib/db/client";
import { drizzleOverPglite } from "@/lib/db/pglite-drizzle";
import { createMigratedPglite } from "@/lib/db/template";
import * as t from "@/lib/db/schema";

// The app's drizzle over PGlite (prepared statements, the instance's parsers instead of each query's) reads every
// type exactly as drizzle's own PGlite driver does. tests/integration/pglite-statements.test.ts covers the statements.

describe("drizzle over the app's PGlite (lib/db/pglite-drizzle.ts)", () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await createMigratedPglite();
  });
  afterAll(() => pg.close());

  const reads = (db: OwnerDb) =>
    db.transaction(async (tx) => ({
      plans: await tx
        .select({ slug: t.subscriptionPlans.slug, createdAt: t.subscriptionPlans.createdAt })
        .from(t.subscriptionPlans)
        .orderBy(t.subscriptionPlans.slug),
      raw: await tx.execute(
        sql`select now()::timestamp as ts, '2026-01-01'::date as day, interval '2 days' as span, 1.5::numeric as n, '{"a":1}'::jsonb as j`,
      ),
    }));

  it("answers what drizzle's own driver answers: dates, timestamps and intervals as text", async () => {
    const ours = await reads(drizzleOverPglite(pg));
    const theirs = await reads(drizzle(pg, { schema: t }) as unknown as OwnerDb);
    const rowOf = (raw: unknown) => (raw as { rows: Record<string, unknown>[] }).rows[0];
    expect(ours.plans).toEqual(theirs.plans);
    expect({ ...rowOf(ours.raw), ts: "now" }).toEqual({ ...rowOf(theirs.raw), ts: "now" });
    expect(rowOf(ours.raw)).toMatchObject({ day: "2026-01-01", span: "2 days", j: { a: 1 } });
    expect(typeof rowOf(ours.raw).ts).toBe("string");
  });
});
