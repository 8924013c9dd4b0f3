// npm run payments:reconcile — re-syncs open registrations, live subscriptions and unprocessed webhook
// events with the payment provider (lib/billing/reconcile.ts), for when the webhook queue paused.
// Runs under tsx with --conditions=react-server so the lib modules' "server-only" guard resolves to its
// empty export outside Next. Exit code 1 when the run could not start or any item failed.
import nextEnv from "@next/env";
import { hasFailures, reconcilePayments } from "../lib/billing/reconcile";
import { getDb, isEmbedded, type Db } from "../lib/db/client";
import { liveOwnerPid, pgliteDataDir } from "../lib/db/embedded";
import { getPaymentProvider } from "../lib/payments";

/** Closes the pool or the PGlite instance behind getDb(), so the process can exit and release the dir. */
async function closeDb(db: Db): Promise<void> {
  const client = (db as unknown as { $client?: { end?: () => Promise<void>; close?: () => Promise<void> } }).$client;
  if (client?.end) await client.end();
  else if (client?.close) await client.close();
}

async function main(): Promise<number> {
  // The same .env files `next` reads, so the script and the app agree on DATABASE_URL and ASAAS_API_KEY.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production");

  if (isEmbedded()) {
    const dataDir = pgliteDataDir();
    const owner = liveOwnerPid(dataDir);
    if (owner !== null) {
      console.error(
        `The app (process ${owner}) has the embedded database ${dataDir} open, and only one process may use it.\n` +
          "Stop the app and run npm run payments:reconcile again, or ask the running app to reconcile:\n" +
          '  curl -X POST -H "Authorization: Bearer $CRON_SECRET" http://localhost:3000/api/jobs/reconcile',
      );
      return 1;
    }
  }

  const db = await getDb();
  try {
    const report = await reconcilePayments(db, getPaymentProvider());
    console.log(JSON.stringify(report, null, 2));
    return hasFailures(report) ? 1 : 0;
  } finally {
    await closeDb(db);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
