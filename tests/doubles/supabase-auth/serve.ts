/**
 * The Supabase Auth double as a process of its own, for the Playwright server in Supabase mode
 * (scripts/e2e-server.sh, E2E_SUPABASE=1): makes the project's database (platform.sql) and serves until stopped.
 *
 *   tsx tests/doubles/supabase-auth/serve.ts <database url> <site url> <port>
 *
 * Prints "supabase auth double ready" once it answers. ES256 keys; the rate limits docs/deploy-supabase.md asks for.
 */
import { DEPLOY_GUIDE_RATE_LIMITS } from "./context";
import { createSupabaseProjectDatabase, startSupabaseAuthDouble } from "./index";

const [databaseUrl, siteUrl, port] = process.argv.slice(2);
if (!databaseUrl || !siteUrl || !port) throw new Error("usage: serve.ts <database url> <site url> <port>");
const name = new URL(databaseUrl).pathname.slice(1);
const database = await createSupabaseProjectDatabase(databaseUrl, name);
const double = await startSupabaseAuthDouble({
  databaseUrl: database.url,
  siteUrl,
  port: Number(port),
  settings: { rateLimits: DEPLOY_GUIDE_RATE_LIMITS },
});
console.log(`supabase auth double ready at ${double.url}`);
const stop = async () => {
  await double.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
