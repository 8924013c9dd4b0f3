/**
 * A database for one Playwright server (scripts/e2e-server.sh): a copy of the migrated template on the PostgreSQL
 * server of the given URL, named by the URL's path (playwright.config.ts names one per server and run). Databases of
 * earlier runs (tc_e2e_*) made over an hour ago that nobody is connected to are dropped first (the age spares a
 * concurrent run's database made a moment ago, before its server connected). A database whose files are gone (a run
 * killed mid-drop) is skipped rather than failing every later run (`pg_stat_file(…, missing_ok)`).
 *
 *   tsx scripts/e2e-db.ts postgres://postgres@127.0.0.1:54329/tc_e2e_main_1a2b3c4d
 */
import postgres from "postgres";
import { SUITE_DATABASE_MARK } from "../e2e/fixtures/suite-database";
import { createDatabaseFromTemplate } from "../lib/db/template";

async function main(): Promise<void> {
  const target = new URL(process.argv[2] ?? "");
  const name = target.pathname.slice(1);
  if (!/^tc_e2e_[a-z0-9_]+$/.test(name)) throw new Error(`not an e2e database name: ${name}`);
  const serverUrl = new URL(target);
  serverUrl.pathname = "/postgres";
  const server = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
  try {
    const old = await server<{ datname: string }[]>`
      select datname from pg_database d
       where datname like 'tc\\_e2e\\_%'
         and (pg_stat_file('base/' || d.oid || '/PG_VERSION', true)).modification < now() - interval '1 hour'
         and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`;
    for (const { datname } of old) await server.unsafe(`drop database if exists "${datname}"`).catch(() => undefined);
    await createDatabaseFromTemplate(serverUrl.toString(), name);
    // The suite's accounts are made only in a database with this mark (e2e/fixtures/suite-database.ts).
    await server.unsafe(`comment on database "${name}" is '${SUITE_DATABASE_MARK}'`);
  } finally {
    await server.end();
  }
}

await main();
