// npm run bench: the performance budgets, printed with the target beside each figure. A benchmark, not a
// timed test: it prints and exits 0, and CI does not run it. The web budgets need a production build
// (`npm run build` first): the bench starts its own production server (scripts/start.sh) on a fresh embedded
// database.
// With PostgreSQL binaries present, /dashboard is also measured on PostgreSQL (one and two instances, bench/postgres.ts).
// `npm run bench -- dashboard` measures only the signed-in /dashboard load (the one to repeat while tuning it);
// `-- postgres` only /dashboard on PostgreSQL with one and two instances.
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { printBudgets, type BudgetRow } from "./budgets";
import { benchCompareRegimes } from "./compare-regimes";
import { benchDocuments } from "./documents";
import { benchOffice } from "./office";
import { benchPostgres } from "./postgres";
import { benchReport } from "./report";
import { BENCH_PORT } from "./server";
import { benchWeb } from "./web";

const dashboardOnly = process.argv.slice(2).includes("dashboard");
const officeOnly = process.argv.slice(2).includes("escritorio");
const postgresOnly = process.argv.slice(2).includes("postgres");
const rows: BudgetRow[] = [];
if (officeOnly) {
  rows.push(...(await benchOffice(BENCH_PORT + 12)));
  printBudgets(rows);
  process.exit(0);
}
if (postgresOnly) {
  rows.push(...(await benchPostgres(BENCH_PORT + 10)));
  printBudgets(rows);
  process.exit(0);
}
rows.push(...(await benchWeb({ dashboardOnly })));
if (!dashboardOnly) {
  // A production build is what both measure: without one benchWeb said so already.
  if (existsSync(".next/BUILD_ID")) rows.push(...(await benchPostgres(BENCH_PORT + 10)));
  // The accounting office: the portfolio of 500 clients and a batch of 200 dossiers, on PostgreSQL.
  if (existsSync(".next/BUILD_ID")) rows.push(...(await benchOffice(BENCH_PORT + 12)));
  rows.push(benchCompareRegimes());
  rows.push(await benchReport());
  rows.push(...(await benchDocuments()));
}
printBudgets(rows);
console.log(
  `\nCarga da máquina no fim: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")} (1/5/15 min) em ${cpus().length} núcleos.`,
);
console.log(
  "\nMáquina compartilhada: os números de rede e de CPU variam com a carga; compare medições da mesma máquina.",
);
