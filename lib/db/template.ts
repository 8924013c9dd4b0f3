import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { createPglite, DRIZZLE_PARSERS, PGLITE_EXTENSIONS } from "./embedded";
import { pgliteExecutor, postgresExecutor } from "./executor";
import { applyMigrations } from "./migrate";

// Databases migrated once, then copied: the tests (tests/helpers/db.ts) and the Playwright servers
// (scripts/e2e-db.ts) start from a copy instead of running every migration again. A copy is keyed by a hash of
// everything applyMigrations reads (supabase/local/bootstrap.sql, supabase/migrations, supabase/seed.sql) and of
// the PGlite version, so a new migration makes a new template and an old one is never used.

function supabaseFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? supabaseFiles(path.join(dir, e.name)) : e.name.endsWith(".sql") ? [path.join(dir, e.name)] : [],
    )
    .sort();
}

let key: string | undefined;
/** 12 hex digits naming the current schema (migrations, shim, seed) and PGlite version. */
export function schemaKey(root: string = process.cwd()): string {
  if (key) return key;
  const hash = createHash("sha256");
  const supabase = path.join(root, "supabase");
  for (const file of supabaseFiles(supabase))
    hash
      .update(`${path.relative(supabase, file)}\0`)
      .update(readFileSync(file))
      .update("\0");
  const pglite = JSON.parse(
    readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(pglite.version);
  key = hash.digest("hex").slice(0, 12);
  return key;
}

/**
 * A migrated and seeded PGlite data dir as a tarball (node_modules/.cache/tributo-certo), made on first use by
 * whichever process needs it first (written beside and renamed into place, so processes racing for it agree).
 */
export async function pgliteSnapshot(root: string = process.cwd()): Promise<string> {
  const dir = path.join(root, "node_modules/.cache/tributo-certo");
  const file = path.join(dir, `pglite-migrated-${schemaKey(root)}.tar`);
  if (existsSync(file)) return file;
  const pg = await createPglite();
  try {
    await applyMigrations(pgliteExecutor(pg));
    const dump = await pg.dumpDataDir("none");
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await pg.close();
  }
  return file;
}

/** A new in-memory PGlite, migrated and seeded: a copy of the snapshot. */
export async function createMigratedPglite(root?: string): Promise<PGlite> {
  const snapshot = readFileSync(await pgliteSnapshot(root));
  return PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS, parsers: DRIZZLE_PARSERS });
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A new database on the PostgreSQL server of `serverUrl` (a URL of any database there), created from the migrated
 * template `tc_template_<schema key>`, which the first caller builds (under an advisory lock, so concurrent test
 * workers build it once). Returns the new database's URL.
 */
export async function createDatabaseFromTemplate(serverUrl: string, name: string, root?: string): Promise<string> {
  const template = `tc_template_${schemaKey(root)}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const urlOf = (db: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    return url.toString();
  };
  try {
    await server`select pg_advisory_lock(7301202612)`;
    try {
      const [found] = await server`select 1 as found from pg_database where datname = ${template}`;
      if (!found) {
        const building = `${template}_build_${randomBytes(4).toString("hex")}`;
        await server.unsafe(`create database ${quote(building)}`);
        const client = postgres(urlOf(building), { max: 1, onnotice: () => {} });
        try {
          await applyMigrations(postgresExecutor(client));
        } finally {
          await client.end();
        }
        await server.unsafe(`alter database ${quote(building)} rename to ${quote(template)}`);
        await server.unsafe(`alter database ${quote(template)} with is_template true`);
      }
      await server.unsafe(`create database ${quote(name)} template ${quote(template)}`);
    } finally {
      await server`select pg_advisory_unlock(7301202612)`;
    }
  } finally {
    await server.end();
  }
  return urlOf(name);
}
