import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compare } from "bcryptjs";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { upsertAdministrator } from "@/lib/db/administrators";
import { createPglite } from "@/lib/db/embedded";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase } from "../helpers/db";

describeOnEachDatabase("administrators", (ctx) => {
  it("creates an administrator who signs in with the given password, or promotes an existing account", async () => {
    const env = ctx();
    expect(
      await upsertAdministrator(env.exec, { email: "Chefe@Example.com", name: "Chefe", password: "Segura2026" }),
    ).toBe("created");
    const [admin] = await env.db
      .select({ type: t.profiles.userType, hash: t.authUsers.encryptedPassword })
      .from(t.profiles)
      .innerJoin(t.authUsers, eq(t.authUsers.id, t.profiles.id))
      .where(eq(t.authUsers.email, "chefe@example.com"));
    expect(admin.type).toBe("admin");
    expect(await compare("Segura2026", admin.hash!)).toBe(true);

    const user = await env.createUser();
    expect(await upsertAdministrator(env.exec, { email: user.email, name: "X", password: "Outra2026" })).toBe(
      "promoted",
    );
    const [promoted] = await env.db
      .select({ type: t.profiles.userType })
      .from(t.profiles)
      .where(eq(t.profiles.id, user.id));
    expect(promoted.type).toBe("admin");
  });
});

describe("npm run admin:create", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tributo-admin-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const root = path.resolve(import.meta.dirname, "../..");
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const run = (input: string) =>
    spawnSync(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin-create.ts"], {
      cwd: root,
      input,
      encoding: "utf8",
      env: { ...inherited, PGLITE_DATA_DIR: path.join(dir, "pglite"), NODE_ENV: "development" },
      timeout: 120_000,
    });

  it("refuses passwords that differ, then creates the administrator on the embedded database", async () => {
    const refused = run("ops@example.com\nOps\nSegura2026\nOutra2026\n");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("As senhas não coincidem.");
    expect(refused.stdout).not.toContain("Segura2026");

    const done = run("ops@example.com\nOps\nSegura2026\nSegura2026\n");
    expect(done.stderr).toBe("");
    expect(done.stdout).toContain("Administrador ops@example.com criado.");
    const pg = await createPglite(path.join(dir, "pglite"));
    try {
      const db = drizzle(pg, { schema: t });
      const [row] = await db
        .select({ type: t.profiles.userType })
        .from(t.profiles)
        .innerJoin(t.authUsers, eq(t.authUsers.id, t.profiles.id))
        .where(eq(t.authUsers.email, "ops@example.com"));
      expect(row.type).toBe("admin");
    } finally {
      await pg.close();
    }
  }, 180_000);
});
