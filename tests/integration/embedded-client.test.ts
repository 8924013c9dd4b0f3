import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { DB_PROCESS_KEY, getDb, isEmbedded } from "@/lib/db/client";
import { DEMO_ACCOUNTS } from "@/lib/db/demo-accounts";
import { claimDataDir, createPglite, ownerPidFile, PGLITE_SHARED_BUFFERS } from "@/lib/db/embedded";
import { getPglite, PGLITE_PROCESS_KEY } from "@/lib/db/pglite";
import { processStateForTests } from "@/lib/process-state";
import { withAnon, withRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";

const dataRoot = mkdtempSync(path.join(tmpdir(), "tributo-embedded-"));

afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

describe("getDb without DATABASE_URL (embedded PGlite)", () => {
  it("opens .data-style storage once, migrates, seeds the plans and the demo accounts", async () => {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = path.join(dataRoot, "nested", "pglite");
    process.env.DEMO_ACCOUNTS = "true";
    resetEnvCache();
    expect(isEmbedded()).toBe(true);
    const [db, again] = await Promise.all([getDb(), getDb()]);
    expect(again).toBe(db);
    expect(readFileSync(ownerPidFile(process.env.PGLITE_DATA_DIR), "utf8")).toBe(String(process.pid));

    const users = await db.select({ email: t.authUsers.email }).from(t.authUsers);
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const plans = await withAnon((tx) => tx.select({ slug: t.subscriptionPlans.slug }).from(t.subscriptionPlans));
    expect(plans).toHaveLength(7); // four subscriber plans and the three "Escritório" bands

    const [trial] = await db
      .select({ id: t.profiles.id })
      .from(t.profiles)
      .where(eq(t.profiles.email, DEMO_ACCOUNTS[0].email));
    const own = await withRls({ sub: trial.id, role: "authenticated" }, (tx) =>
      tx.select({ id: t.profiles.id }).from(t.profiles),
    );
    expect(own).toEqual([{ id: trial.id }]);
  });

  it("opens a new data dir (made by a child process) with the capped buffer cache (docs/performance.md)", async () => {
    const dir = path.join(dataRoot, "fresh", "pglite");
    const pg = await createPglite(dir);
    try {
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      const { rows } = await pg.query<{ shared_buffers: string }>("show shared_buffers");
      expect(rows).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
      await pg.exec("create table kept (n int); insert into kept values (42);");
    } finally {
      await pg.close();
    }
    const again = await createPglite(dir);
    try {
      expect((await again.query<{ n: number }>("select n from kept")).rows).toEqual([{ n: 42 }]);
    } finally {
      await again.close();
    }
  });

  it("refuses a data dir that another live process has open", () => {
    const dir = path.join(dataRoot, "other");
    writeFileSync(ownerPidFile(dir), String(process.ppid));
    expect(() => claimDataDir(dir)).toThrow(/already open in process/);
    writeFileSync(ownerPidFile(dir), "999999999");
    expect(() => claimDataDir(dir)).not.toThrow();
    expect(existsSync(ownerPidFile(dir))).toBe(true);
  });

  it("refuses to open the embedded database during next build", async () => {
    const saved = processStateForTests.get(PGLITE_PROCESS_KEY);
    process.env.NEXT_PHASE = "phase-production-build";
    resetEnvCache();
    try {
      expect(() => getPglite()).toThrow(/connection\(\).*force-dynamic/s);
    } finally {
      delete process.env.NEXT_PHASE;
      resetEnvCache();
      if (saved === undefined) processStateForTests.delete(PGLITE_PROCESS_KEY);
      else processStateForTests.set(PGLITE_PROCESS_KEY, saved);
    }
  });

  it("rejects claims that are not a signed-in user's", async () => {
    await expect(withRls({ sub: "not-a-uuid", role: "authenticated" }, async () => 1)).rejects.toThrow(
      /verified claims/,
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn("PostgreSQL tests skipped: TEST_DATABASE_URL not set (getDb with DATABASE_URL)");

(serverUrl ? describe : describe.skip)("getDb with DATABASE_URL (PostgreSQL)", () => {
  const name = `tc_client_${randomBytes(5).toString("hex")}`;
  const server = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

  afterAll(async () => {
    const held = processStateForTests.get(DB_PROCESS_KEY) as
      Promise<{ $client?: { end(): Promise<void> } }> | undefined;
    const db = held ? await held : null;
    await db?.$client?.end();
    await server?.unsafe(`drop database if exists ${name} with (force)`);
    await server?.end();
  });

  it("runs the same migrations, seed and policies on the server, without demo accounts", async () => {
    await server!.unsafe(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    delete process.env.DEMO_ACCOUNTS;
    resetEnvCache();
    processStateForTests.delete(DB_PROCESS_KEY);
    try {
      expect(isEmbedded()).toBe(false);
      const db = await getDb();
      expect(await db.select().from(t.authUsers)).toEqual([]);
      const plans = await withAnon((tx) => tx.select({ slug: t.subscriptionPlans.slug }).from(t.subscriptionPlans));
      expect(plans).toHaveLength(7); // four subscriber plans and the three "Escritório" bands
    } finally {
      delete process.env.DATABASE_URL;
      resetEnvCache();
    }
  });
});
