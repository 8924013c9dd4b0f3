import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { env } from "@/lib/env";

// Files of the embedded database, shared with scripts/db-reset.ts. Only lib/db/pglite.ts opens the app's
// data dir: PGlite allows one connection per data dir, and a second one silently loses writes.

export function pgliteDataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ env().PGLITE_DATA_DIR || path.join(".data", "pglite"));
}

/** The extensions the migrations create. */
export const PGLITE_EXTENSIONS = { pgcrypto, uuid_ossp, citext, pg_trgm };

const asText = (value: string) => value;

/**
 * What drizzle-orm's PGlite session asks of each query: dates, timestamps and intervals left as PostgreSQL's text
 * (its column types convert them). PGlite copies its ~360 parsers into a new object whenever a query brings its own,
 * which cost ~0,08 ms of CPU per statement (docs/performance.md, "Signed-in pages"); set on the instance once
 * (below), they cost nothing.
 */
export const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
} as const;

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. initdb's default (128 MB) is zeroed at start, so it
 * is resident from the first query and stays: docs/performance.md ("Memory") measured 145 MB less RSS with 32 MB,
 * more than the embedded database of a small office reads (its data dir is ~40 MB; the OS caches the files too).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * Creates a new data dir (initdb) in a child process that exits after. PGlite runs initdb in a second WebAssembly
 * instance of the opening process; freed, its ~160 MB stays in that process's RSS for good (docs/performance.md,
 * "Memory"). On any failure (the package not found from the working directory, say) the caller's own open runs
 * initdb as before: this only moves work, it never decides whether the database opens.
 */
async function initDataDirInChild(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const existed = existsSync(dataDir);
  const script =
    'const { PGlite } = await import("@electric-sql/pglite"); await (await PGlite.create({ dataDir: process.argv[1] })).close();';
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, dataDir], { stdio: "ignore" });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });
  // A dir the failed child began is not a database: the open below must run initdb on a clean one.
  if (!ok && !existed) rmSync(dataDir, { recursive: true, force: true });
}

/** Opens PGlite on dataDir (parents created), or in memory when dataDir is undefined. */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await initDataDirInChild(dataDir);
  }
  return PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    parsers: DRIZZLE_PARSERS,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/** `.data/pglite.pid` beside `.data/pglite`: the pid of the process that has the dir open. */
export function ownerPidFile(dataDir: string): string {
  return `${dataDir}.pid`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Pid of another live process that holds dataDir, or null. */
export function liveOwnerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(ownerPidFile(dataDir), "utf8").trim(), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/**
 * Records this process as the owner of dataDir, refusing when another live process owns it: two
 * PGlite instances on one dir silently lose data.
 */
export function claimDataDir(dataDir: string): void {
  const owner = liveOwnerPid(dataDir);
  if (owner !== null) {
    throw new Error(
      `The embedded database ${dataDir} is already open in process ${owner}. ` +
        `Only one process may use it: stop that process (or delete ${ownerPidFile(dataDir)} if it is not Tributo Certo).`,
    );
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const file = ownerPidFile(dataDir);
  writeFileSync(file, String(process.pid));
  process.once("exit", () => {
    if (liveOwnerPid(dataDir) === null) rmSync(file, { force: true });
  });
}
