import { buildCompanyReport } from "@/lib/reports/build";
import { reportTranslator } from "@/lib/reports/format";
import { renderReportPdf } from "@/lib/reports/pdf/render";
import { savedSimulation } from "@/tests/helpers/report-fixtures";
import type { BudgetRow } from "./budgets";

/** Time to render a company dossier of about 10 pages (cover, company data with its 12 months, a regime comparison and a MEI check), 1 thread. */
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const TARGET_MS = 2_000;

const t = reportTranslator();
const company = {
  name: "Padaria Central Ltda",
  cnpj: "11222333000181",
  regime: "simples_nacional" as const,
  activity: "servicos_gerais",
  state: "SP",
  issRate: 5,
  monthlyRevenues: Array(12).fill(50_000),
  revenue12m: 600_000,
  monthlyAverage: 50_000,
  payrollMonthly: 12_000,
  proLaboreMonthly: 5_000,
  employees: 4,
  status: "ativa" as const,
};
const simulations = [
  savedSimulation("fiscal", { title: "Comparação de regimes 2026", companyName: company.name }),
  savedSimulation("mei", { title: "Verificação MEI", companyName: company.name }),
];

const pagesOf = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;

async function renderOnce(): Promise<{ ms: number; cpuMs: number; pages: number; bytes: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const doc = buildCompanyReport(company, simulations, [], { t, generatedAt: new Date(), branding: null });
  const pdf = await renderReportPdf(doc, t);
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - start,
    cpuMs: (used.user + used.system) / 1_000,
    pages: pagesOf(pdf),
    bytes: pdf.length,
  };
}

export async function benchReport(): Promise<BudgetRow> {
  const first = await renderOnce(); // loads and parses the fonts
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let last = first;
  for (let i = 0; i < RUNS; i++) {
    last = await renderOnce();
    times.push(last.ms);
    cpuTimes.push(last.cpuMs);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const cpuMedian = cpuTimes[Math.floor(cpuTimes.length / 2)];
  const fmt = (n: number) => Math.round(n).toLocaleString("pt-BR");
  console.log(
    `\nrelatório PDF: dossiê de ${last.pages} páginas (${fmt(last.bytes / 1024)} KB), ${RUNS} execuções, 1 thread`,
  );
  console.log(`  primeira (com carga das fontes): ${fmt(first.ms)} ms`);
  console.log(`  relógio: mediana ${fmt(median)} ms; pior ${fmt(times.at(-1)!)} ms`);
  // CPU time of this process: meaningful when other work shares the machine.
  console.log(`  CPU:     mediana ${fmt(cpuMedian)} ms`);
  console.log(`meta ≤ ${fmt(TARGET_MS)} ms (relógio): ${median <= TARGET_MS ? "atingida" : "NÃO atingida"}`);
  return {
    budget: `relatório PDF de ${last.pages} páginas`,
    target: `≤ ${fmt(TARGET_MS)} ms (mediana)`,
    measured: `${fmt(median)} ms`,
    met: median <= TARGET_MS,
  };
}
