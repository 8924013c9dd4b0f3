// npm run db:reset — deletes the embedded database (.data/pglite, or PGLITE_DATA_DIR) and rebuilds
// it: Supabase shim, migrations, seed and demo accounts. Refuses while the app has it open.
// Runs under tsx with --conditions=react-server, so the lib modules' "server-only" guard resolves outside Next.
import { rmSync } from "node:fs";
import { seedDemoAccounts } from "../lib/db/demo-accounts";
import { claimDataDir, createPglite, liveOwnerPid, ownerPidFile, pgliteDataDir } from "../lib/db/embedded";
import { pgliteExecutor } from "../lib/db/executor";
import { applyMigrations } from "../lib/db/migrate";
import { env } from "../lib/env";

async function main(): Promise<void> {
  if (env().DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is set: db:reset only rebuilds the embedded database. Unset it to reset .data/pglite.",
    );
  }
  const dataDir = pgliteDataDir();
  const owner = liveOwnerPid(dataDir);
  if (owner !== null) {
    throw new Error(`The app (process ${owner}) has ${dataDir} open. Stop it first, then run npm run db:reset again.`);
  }

  console.log(`Deleting ${dataDir} ...`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(ownerPidFile(dataDir), { force: true });

  claimDataDir(dataDir);
  const pg = await createPglite(dataDir);
  try {
    const executor = pgliteExecutor(pg);
    const report = await applyMigrations(executor);
    console.log(`Migrations applied: ${report.applied.join(", ") || "none"}`);
    const created = await seedDemoAccounts(executor);
    console.log(`Demo accounts created: ${created.length}`);
  } finally {
    await pg.close();
    rmSync(ownerPidFile(dataDir), { force: true });
  }
  console.log("Embedded database rebuilt.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
