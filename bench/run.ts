// npm run bench: the performance budgets, printed with the target beside each figure. A benchmark, not a
// timed test: it prints and exits 0, and CI does not run it. The web budgets need a production build
// (`npm run build` first): the bench starts its own `next start` on a fresh embedded database.
// `npm run bench -- dashboard` measures only the signed-in /dashboard load (the one to repeat while tuning it).
import { printBudgets, type BudgetRow } from "./budgets";
import { benchCompareRegimes } from "./compare-regimes";
import { benchReport } from "./report";
import { benchWeb } from "./web";

const dashboardOnly = process.argv.slice(2).includes("dashboard");
const rows: BudgetRow[] = [];
rows.push(...(await benchWeb({ dashboardOnly })));
if (!dashboardOnly) {
  rows.push(benchCompareRegimes());
  rows.push(await benchReport());
}
printBudgets(rows);
console.log(
  "\nMáquina compartilhada: os números de rede e de CPU variam com a carga; compare medições da mesma máquina.",
);
