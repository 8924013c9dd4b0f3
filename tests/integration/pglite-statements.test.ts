import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OwnerDb } from "@/lib/db/client";
import { drizzleOverPglite } from "@/lib/db/pglite-drizzle";
import { createPreparedQueries, hasQueryInternals, preparedQueries } from "@/lib/db/pglite-statements";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { createMigratedPglite } from "@/lib/db/template";
import { rowsOf } from "@/lib/db/rows";

// The app's queries on PGlite run as named prepared statements (lib/db/pglite-statements.ts): each text parsed once,
// then bound and executed in one call. What must not change with it: who sees which rows, the parameters' and the
// rows' conversions, errors and rollbacks, a table that a migration changes, and the order of concurrent queries.

async function preparedTexts(pg: PGlite): Promise<{ statement: string; generic_plans: number }[]> {
  const { rows } = await pg.query<{ statement: string; generic_plans: number }>(
    "select statement, generic_plans::int from pg_prepared_statements where name like 'tc_stmt_%' order by name",
  );
  return rows;
}

describe("prepared statements on PGlite (lib/db/pglite-statements.ts)", () => {
  let pg: PGlite;
  let db: OwnerDb;
  const users = ["0a7c3e2e-1d4b-4a51-9c1e-3f6e2b9a0c11", "5b8d4f3f-2e5c-4b62-8d2f-4a7f3c0b1d22"];

  beforeAll(async () => {
    pg = await createMigratedPglite();
    db = drizzleOverPglite(pg);
    for (const [index, id] of users.entries()) {
      await pg.query("insert into auth.users (id, email) values ($1, $2)", [id, `prepared-${index}@teste.com.br`]);
      await pg.query("insert into public.companies (user_id, name) values ($1, $2)", [id, `Empresa ${index}`]);
    }
  });
  afterAll(() => pg.close());

  it("parses a text once and runs it by name after that, in and out of transactions", async () => {
    const read = () => db.select({ name: t.companies.name }).from(t.companies).where(eq(t.companies.name, "Empresa 0"));
    for (let run = 0; run < 3; run++) expect(await read()).toEqual([{ name: "Empresa 0" }]);
    await db.transaction(async (tx) => {
      expect(
        await tx.select({ name: t.companies.name }).from(t.companies).where(eq(t.companies.name, "Empresa 0")),
      ).toEqual([{ name: "Empresa 0" }]);
    });
    const texts = (await preparedTexts(pg)).filter(({ statement }) => statement.includes('"companies"."name" = $1'));
    expect(texts).toHaveLength(1);
  });

  it("applies row-level security on every run, with the plan cached across users", async () => {
    const ownNames = (claimsOf: string) =>
      runWithRls(db, { sub: claimsOf, role: "authenticated" }, (tx) =>
        tx.select({ name: t.companies.name, userId: t.companies.userId }).from(t.companies),
      );
    for (let run = 0; run < 8; run++) {
      const user = users[run % 2];
      expect(await ownNames(user)).toEqual([{ name: `Empresa ${run % 2}`, userId: user }]);
    }
    const [statement] = (await preparedTexts(pg)).filter(({ statement }) =>
      statement.startsWith('select "name", "user_id" from "companies"'),
    );
    expect(statement.generic_plans).toBeGreaterThan(0);
  });

  it("converts parameters and rows as PGlite's own query does", async () => {
    const text =
      "select $1::jsonb as j, $2::text[] as a, $3::timestamptz as d, $4::boolean as b, $5::numeric as n, $6::text as z, $7::int8 as i";
    const params = [
      { a: [1, "dois"] },
      ["x", "y,z", 'a"b'],
      new Date("2027-01-01T03:00:00Z"),
      false,
      1234.56,
      null,
      9n,
    ];
    const ours = await preparedQueries(pg).query(text, params);
    const theirs = await pg.query(text, params);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toMatchObject({ j: { a: [1, "dois"] }, a: ["x", "y,z", 'a"b'], b: false, z: null });
    expect(ours.fields).toEqual(theirs.fields);
  });

  it("throws PostgreSQL's error with the query, rolls the transaction back, and goes on working", async () => {
    const failure = await db
      .transaction(async (tx) => {
        await tx.insert(t.companies).values({ userId: users[0], name: "Desfeita" });
        await tx.execute(sql`select 1 / ${0}::int`);
      })
      .catch((error: unknown) => error as { cause?: { code?: string; query?: string } });
    expect(failure?.cause?.code).toBe("22012");
    expect(failure?.cause?.query).toContain("select 1 /");
    expect(await db.select().from(t.companies).where(eq(t.companies.name, "Desfeita"))).toEqual([]);
    expect(await db.execute(sql`select 1 / ${2}::int as half`)).toMatchObject({ rows: [{ half: 0 }] });

    // A text PostgreSQL cannot parse is never kept, and says so each time.
    for (let run = 0; run < 2; run++) {
      const error = (await db.execute(sql`selec 1`).then(
        () => null,
        (caught: unknown) => caught,
      )) as { cause?: { code?: string } } | null;
      expect(error?.cause?.code).toBe("42601");
    }
    expect((await preparedTexts(pg)).filter(({ statement }) => statement.startsWith("selec "))).toEqual([]);
  });

  it("prepares a statement again when a migration changes its table's columns", async () => {
    await pg.exec("create table public.prepared_probe (a int); insert into public.prepared_probe values (1)");
    const read = () => db.execute(sql`select * from public.prepared_probe`);
    expect(await read()).toMatchObject({ rows: [{ a: 1 }] });
    await pg.exec("alter table public.prepared_probe add column b int default 2");
    expect(await read()).toMatchObject({ rows: [{ a: 1, b: 2 }] });
    expect(await read()).toMatchObject({ rows: [{ a: 1, b: 2 }] });
  });

  it("keeps concurrent queries and transactions apart", async () => {
    const work = Array.from({ length: 24 }, (_, index) =>
      index % 3 === 0
        ? db.transaction(async (tx) => {
            const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select ${index}::int as n`));
            await tx.execute(sql`select pg_sleep(0)`);
            return row.n;
          })
        : db.execute(sql`select ${index}::int as n`).then((result) => rowsOf<{ n: number }>(result)[0].n),
    );
    expect(await Promise.all(work)).toEqual(Array.from({ length: 24 }, (_, index) => index));
  });
});

describe("one set of statements per PGlite, whichever copy of the modules asks", () => {
  it("shares the set and finds the PGlite under a connection from another copy (proxy.ts and the pages)", async () => {
    const pg = new PGlite();
    try {
      const db = drizzleOverPglite(pg);
      vi.resetModules();
      const other = await import("@/lib/db/pglite-statements");
      const otherDrizzle = await import("@/lib/db/pglite-drizzle");
      expect(other.preparedQueries).not.toBe(preparedQueries);
      expect(other.preparedQueries(pg)).toBe(preparedQueries(pg));
      expect(otherDrizzle.pgliteOf(db)).toBe(pg);
    } finally {
      await pg.close();
    }
  });
});

describe("past its limit of prepared statements", () => {
  it("runs new texts as unnamed statements, which PostgreSQL does not keep", async () => {
    const pg = new PGlite();
    try {
      const queries = createPreparedQueries(pg, 2);
      for (let n = 1; n <= 4; n++) {
        expect((await queries.query(`select $1::int + ${n} as sum`, [1])).rows).toEqual([{ sum: 1 + n }]);
      }
      expect(queries.statementCount()).toBe(2);
      expect((await queries.query("select $1::int + 4 as sum", [2])).rows).toEqual([{ sum: 6 }]);
      expect(await preparedTexts(pg)).toHaveLength(2);
    } finally {
      await pg.close();
    }
  });
});

describe("a PGlite without the methods the prepared path calls (an upgrade that renamed them)", () => {
  it("this PGlite has them all: a failure here means the fail-safe path below is what production runs", async () => {
    const pg = new PGlite();
    try {
      expect(hasQueryInternals(pg)).toBe(true);
    } finally {
      await pg.close();
    }
  });

  it("falls back to PGlite's own query() and transaction(), with the same answers and rollbacks", async () => {
    const pg = new PGlite();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // What a later PGlite would look like from here: one of the methods gone (its own methods still work inside).
      const upgraded = new Proxy(pg, {
        get(target, key) {
          if (key === "_runExclusiveQuery") return undefined;
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      expect(hasQueryInternals(upgraded)).toBe(false);
      const queries = preparedQueries(upgraded);
      expect(warn).toHaveBeenCalledTimes(1);
      await queries.query("create table t (n int not null)");
      expect((await queries.query("select $1::int + 1 as sum", [1])).rows).toEqual([{ sum: 2 }]);
      const [, counted] = await queries.batch([
        { text: "insert into t values ($1)", params: [1] },
        { text: "select count(*)::int as n from t", params: [] },
      ]);
      expect(counted.rows).toEqual([{ n: 1 }]);
      await expect(
        queries.batch([
          { text: "insert into t values ($1)", params: [2] },
          { text: "insert into t values ($1)", params: [null] },
        ]),
      ).rejects.toThrow(/null value/);
      expect((await queries.query("select count(*)::int as n from t")).rows).toEqual([{ n: 1 }]);
      expect(queries.statementCount()).toBe(0);
      expect(await preparedTexts(pg)).toEqual([]);
    } finally {
      warn.mockRestore();
      await pg.close();
    }
  });
});
