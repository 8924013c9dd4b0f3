import "server-only";
import { chmodSync, copyFileSync, constants, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

// Secrets that embedded mode generates for itself (the settings key, the local auth secret) live inside the data dir
// of the instance they belong to: PGLITE_DATA_DIR (default .data/pglite). They used to be written beside it, in its
// parent, so two instances with data dirs side by side (/srv/a and /srv/b, or .data/bench beside .data/pglite) shared
// one key, and a data dir copied elsewhere left its key behind. PGlite ignores files of its own in that directory,
// and `npm run db:reset`, which deletes it, rightly ends both with the data they protected.

/** The embedded database's data dir (absolute). */
export function embeddedDataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ env().PGLITE_DATA_DIR || path.join(".data", "pglite"));
}

/**
 * `<data dir>/<name>`, its directory created. A copy left by an earlier version in the parent directory is copied in
 * once (mode 0600), so an existing install keeps its key (and the secrets it encrypted).
 */
export function instanceSecretPath(name: string): string {
  const dir = embeddedDataDir();
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const legacy = path.join(path.dirname(dir), name);
  if (existsSync(legacy)) {
    try {
      copyFileSync(legacy, file, constants.COPYFILE_EXCL);
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return file;
}
