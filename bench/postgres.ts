import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import type { BudgetRow } from "./budgets";
import { fmt, load } from "./pages";
import { signedInCookie, startServer, stopServer, type BenchServer } from "./server";

// /dashboard with PostgreSQL: one `next start`, then two on the same server (the app keeps no state in process,
// so two instances should come near twice the requests). On a throwaway cluster of the bench's own
// (scripts/pg-test-cluster.sh, BENCH_PG_PORT), stopped at the end; skipped when no PostgreSQL binaries are present.
// Beside each figure, where the machine's CPU went in each second of the load (the next servers, PostgreSQL, the
// bench's own load generator) against the cores there are: what says why two instances do not make twice the requests.

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54350);
const STATE = `/tmp/tributo-bench-pg-${PG_PORT}.env`;
const SETTINGS_KEY = Buffer.alloc(32, 7).toString("base64");

const hasBinaries = () =>
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`));

function cluster(command: "start" | "stop"): string {
  return execFileSync("bash", ["scripts/pg-test-cluster.sh", command], {
    env: { ...process.env, PGPORT: String(PG_PORT), TRIBUTO_PG_STATE: STATE },
    encoding: "utf8",
  });
}

/** Rows for /dashboard on PostgreSQL with one and two instances (ports from `firstPort`). */
export async function benchPostgres(firstPort: number): Promise<BudgetRow[]> {
  const rows = (measured: string): BudgetRow[] => [
    { budget: "/dashboard PostgreSQL, 1 instância", target: "—", measured, met: null },
    { budget: "/dashboard PostgreSQL, 2 instâncias", target: "—", measured, met: null },
  ];
  if (!hasBinaries()) return rows("sem binários do PostgreSQL");
  cluster("start");
  const servers: BenchServer[] = [];
  try {
    const state = readFileSync(STATE, "utf8");
    const databaseUrl = new URL(/TEST_DATABASE_URL=(\S+)/.exec(state)![1]);
    // The postmaster, whose children are the backends the servers' pools hold open.
    const postgresPid = Number(
      readFileSync(`${/PGTMP=(\S+)/.exec(state)![1]}/data/postmaster.pid`, "utf8").split("\n")[0],
    );
    databaseUrl.pathname = `/tc_e2e_bench_${Date.now()}`;
    // The migrated template copied, as for the Playwright servers (the script runs where `server-only` may load).
    execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/e2e-db.ts", databaseUrl.toString()], {
      stdio: "inherit",
    });
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      SETTINGS_ENCRYPTION_KEY: SETTINGS_KEY,
      AUTH_SECRET: process.env.AUTH_SECRET ?? Buffer.alloc(32, 9).toString("hex"),
      DEMO_DATA: "false",
    };
    servers.push(await startServer(firstPort, env));
    const cookie = await signedInCookie(servers[0].base);
    const pid = (s: BenchServer) => s.process.pid!;
    const one = await load([`${servers[0].base}/dashboard`], { cookie }, [pid(servers[0])], undefined, [postgresPid]);
    servers.push(await startServer(firstPort + 1, env));
    // Each instance's own session: a session is issued for the address (APP_URL) of the server that signed it.
    const second = await signedInCookie(servers[1].base);
    const two = await load(
      servers.map((s) => `${s.base}/dashboard`),
      [{ cookie }, { cookie: second }],
      servers.map(pid),
      undefined,
      [postgresPid],
    );
    const cores = cpus().length;
    // Of the cores' capacity (1000 ms a second each): the bench's processes, and the rest of the machine beside them.
    const split = ({ perSecond: { servers, client, others, machine } }: typeof one) =>
      `CPU por segundo: next ${fmt(servers)} ms, PostgreSQL ${fmt(others)} ms, gerador de carga ${fmt(client)} ms, ` +
      `outros processos ${fmt(Math.max(0, machine - servers - others - client))} ms, de ${fmt(cores * 1000)} ms em ${cores} núcleos`;
    const text = (r: typeof one) =>
      `${fmt(r.reqPerSec)} req/s, p99 ${fmt(r.p99)} ms, ${fmt(r.cpuMs, 1)} ms CPU/req${r.failed ? `, ${r.failed} falhas` : ""}; ${split(r)}`;
    console.log(`/dashboard PostgreSQL: 1 instância ${text(one)}; 2 instâncias ${text(two)}`);
    return [
      { budget: "/dashboard PostgreSQL, 1 instância", target: "—", measured: text(one), met: null },
      {
        budget: "/dashboard PostgreSQL, 2 instâncias",
        target: "—",
        measured: `${text(two)} (${fmt(two.reqPerSec / Math.max(1, one.reqPerSec), 2)}×)`,
        met: null,
      },
    ];
  } catch (error) {
    console.log(`PostgreSQL: ${(error as Error).message}`);
    return rows("falhou");
  } finally {
    for (const server of servers) await stopServer(server);
    cluster("stop");
  }
}
