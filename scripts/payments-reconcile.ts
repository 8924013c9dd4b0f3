// npm run payments:reconcile — re-syncs open registrations, subscriptions that time moved, abandoned
// registrations and unprocessed webhook events with the payment provider (lib/billing/reconcile.ts), for
// when the webhook queue paused. Runs under tsx with --conditions=react-server so the lib modules'
// "server-only" guard resolves to its empty export outside Next. Before the run it says (on stderr, so
// stdout carries only the JSON report) which env files, database and provider it uses: a development
// .env file pointing at production, or the reverse, is seen before anything is changed.
// Exit code 1 when the run could not start or any item failed.
import nextEnv from "@next/env";
import { hasFailures, reconcilePayments } from "../lib/billing/reconcile";
import { getDb, isEmbedded, type Db } from "../lib/db/client";
import { liveOwnerPid, pgliteDataDir } from "../lib/db/embedded";
import { env } from "../lib/env";
import { asaasEnvironment, getPaymentProvider } from "../lib/payments";
import { ASAAS_BASE_URLS } from "../lib/payments/asaas";

/** Closes the pool or the PGlite instance behind getDb(), so the process can exit and release the dir. */
async function closeDb(db: Db): Promise<void> {
  const client = (db as unknown as { $client?: { end?: () => Promise<void>; close?: () => Promise<void> } }).$client;
  if (client?.end) await client.end();
  else if (client?.close) await client.close();
}

/** Host, port and database name of DATABASE_URL, never its user or password. */
function describeDatabase(): string {
  if (isEmbedded()) return `embedded PGlite in ${pgliteDataDir()}`;
  try {
    const url = new URL(env().DATABASE_URL ?? "");
    return `PostgreSQL at ${url.host}${url.pathname} (DATABASE_URL)`;
  } catch {
    return "PostgreSQL (DATABASE_URL is not a URL)";
  }
}

/** The provider getPaymentProvider() picks, with the same environment rule. */
function describeProvider(): string {
  const apiKey = env().ASAAS_API_KEY?.trim();
  if (!apiKey) return "built-in sandbox provider (ASAAS_API_KEY not set)";
  const environment = asaasEnvironment(apiKey);
  return `Asaas ${environment} at ${env().ASAAS_BASE_URL || ASAAS_BASE_URLS[environment]}`;
}

async function main(): Promise<number> {
  // The same .env files `next` reads (development ones unless NODE_ENV=production), so the script and the
  // app agree on DATABASE_URL and ASAAS_API_KEY. Variables already set in the shell win over the files.
  const development = process.env.NODE_ENV !== "production";
  // Its own "Environments:" line would land on stdout; the list is printed below instead.
  const quiet = { info: () => undefined, error: console.error };
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(process.cwd(), development, quiet);
  const files = loadedEnvFiles.map((file) => file.path).join(", ") || "none";
  console.error(`Env files (${development ? "development" : "production"}): ${files}`);
  console.error(`Database: ${describeDatabase()}`);
  console.error(`Provider: ${describeProvider()}`);

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
    if (report.stopped === "already_running")
      console.error("Another reconcile run is under way; this one did nothing.");
    if (report.stopped === "rate_limited")
      console.error("The provider refused further calls (rate limit); the run stopped early.");
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
