import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { assertSuiteDatabase, SUITE_DATABASE_MARK } from "@/e2e/fixtures/suite-database";

// N20: the e2e suite makes accounts with a published password; it makes them only in a database it created
// (scripts/e2e-db.ts marks each one), never in a database E2E_EXTERNAL_DATABASE_URL or a mistake points it at.

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the e2e accounts' database guard [postgres]", () => {
  it("refuses a database without the suite's mark and accepts one with it", async () => {
    const name = `tc_test_${randomBytes(6).toString("hex")}`;
    const server = postgres(url!, { max: 1, onnotice: () => {} });
    await server.unsafe(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const sql = postgres(target.toString(), { max: 1, onnotice: () => {} });
    try {
      await expect(assertSuiteDatabase(sql)).rejects.toThrow(/not created by the suite/);
      await server.unsafe(`comment on database ${name} is 'a database of someone else'`);
      await expect(assertSuiteDatabase(sql)).rejects.toThrow(/not created by the suite/);
      await server.unsafe(`comment on database ${name} is '${SUITE_DATABASE_MARK}'`);
      await expect(assertSuiteDatabase(sql)).resolves.toBeUndefined();
    } finally {
      await sql.end();
      await server.unsafe(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});
