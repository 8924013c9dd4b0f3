import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ActionResult } from "@/lib/action-result";
import { DB_PROCESS_KEY, type OwnerDb } from "@/lib/db/client";
import { processStateForTests } from "@/lib/process-state";
import type { SqlExecutor } from "@/lib/db/executor";
import { resetEnvCache } from "@/lib/env";

const ROOT = path.resolve(import.meta.dirname, "../..");

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** True when the module's first statement is the "use server" directive (comments before it allowed). */
function isServerActionModule(source: string): boolean {
  const code = source.replace(/^(\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*/, "").trimStart();
  return /^["']use server["'];?/.test(code);
}

/** Every `'use server'` module under lib/ and app/, relative to the project root, sorted. */
export function serverActionModules(): string[] {
  const found: string[] = [];
  for (const dir of ["lib", "app"]) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      if (isServerActionModule(readFileSync(file, "utf8"))) found.push(path.relative(ROOT, file));
    }
  }
  return found.sort();
}

export type DiscoveredAction = { id: string; fn: (...params: unknown[]) => Promise<unknown> };

/** Every exported function of every `'use server'` module: what a browser can call. */
export async function discoverActions(): Promise<DiscoveredAction[]> {
  const actions: DiscoveredAction[] = [];
  for (const file of serverActionModules()) {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === "function") actions.push({ id: `${file}#${name}`, fn: value as DiscoveredAction["fn"] });
    }
  }
  return actions;
}

/** Every `route.ts` under app/ with its exported HTTP method handlers. */
export async function discoverRouteHandlers(): Promise<
  { id: string; route: string; method: string; fn: (...params: unknown[]) => Promise<Response> }[]
> {
  const handlers = [];
  for (const file of sourceFiles(path.join(ROOT, "app"))) {
    if (path.basename(file) !== "route.ts") continue;
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const route =
      "/" +
      path
        .relative(path.join(ROOT, "app"), path.dirname(file))
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s))
        .join("/");
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const fn = mod[method];
      if (typeof fn === "function")
        handlers.push({
          id: `${route} ${method}`,
          route,
          method,
          fn: fn as (...params: unknown[]) => Promise<Response>,
        });
    }
  }
  return handlers.sort((a, b) => a.id.localeCompare(b.id));
}

/** Points getDb() (lib/db/client.ts) at a test database, as the first call of a process would have opened it. */
export function useDatabase(db: OwnerDb | null): void {
  if (db) processStateForTests.set(DB_PROCESS_KEY, Promise.resolve(db));
  else processStateForTests.delete(DB_PROCESS_KEY);
}

/** Sets environment variables for the code under test (env() reads them again). */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

const countStatements = new WeakMap<SqlExecutor, Promise<{ names: string[]; statement: string }>>();

/** Row count of every table of the app (public, auth), in one statement (the table list is read once). */
export async function tableCounts(exec: SqlExecutor): Promise<Record<string, number>> {
  let prepared = countStatements.get(exec);
  if (!prepared) {
    prepared = exec
      .query<{ name: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p') and n.nspname in ('public', 'auth') order by 1`,
      )
      .then((tables) => ({
        names: tables.map((t) => t.name),
        statement: `select ${tables.map(({ name }, i) => `(select count(*) from ${name})::int as c${i}`).join(", ")}`,
      }));
    countStatements.set(exec, prepared);
  }
  const { names, statement } = await prepared;
  const [row] = await exec.query<Record<string, number>>(statement);
  return Object.fromEntries(names.map((name, i) => [name, Number(row[`c${i}`])]));
}

/**
 * The next transaction id: it moves only when some transaction wrote (committed or rolled back), so a call that
 * leaves it where it was wrote nothing and the table counts need not be taken again.
 */
export async function writeMark(exec: SqlExecutor): Promise<string> {
  const [row] = await exec.query<{ mark: string }>("select pg_snapshot_xmax(pg_current_snapshot())::text as mark");
  return row.mark;
}

/**
 * Tables a refused call may legitimately write: the shared rate-limit counters count attempts before the body runs
 * (lib/db/rate-limits.ts), which is the point of them, not a partial write of the action.
 */
const COUNTERS = new Set(["public.rate_limits"]);

/** The tables whose row count differs between two snapshots, with both counts (the counters aside). */
export function changedTables(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, [number, number]> {
  const changed: Record<string, [number, number]> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (COUNTERS.has(name)) continue;
    if (before[name] !== after[name]) changed[name] = [before[name], after[name]];
  }
  return changed;
}

export function isActionResult(value: unknown): value is ActionResult<unknown> {
  if (!value || typeof value !== "object" || !("ok" in value)) return false;
  const v = value as { ok: unknown; code?: unknown; message?: unknown };
  return v.ok === true ? "data" in v : v.ok === false && typeof v.code === "string" && typeof v.message === "string";
}

/** Next's redirect() and notFound() are control flow, thrown on purpose (a form's sign-out redirects). */
export function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK)/.test(digest);
}
