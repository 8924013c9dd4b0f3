import { compareRegimes } from "@/lib/tax";
import type { BudgetRow } from "./budgets";
import { benchProfiles } from "./profiles";

/** Throughput of compareRegimes (full comparison, memória de cálculo included), single thread. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const TARGET = 50_000;

export function benchCompareRegimes(): BudgetRow {
  const profiles = benchProfiles(2_000);
  let sink = 0;

  // Warm-up so the JIT has compiled the hot paths before measuring.
  for (let i = 0; i < 20_000; i++) sink += compareRegimes(profiles[i % profiles.length]).savings;

  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const deadline = start + SECONDS * 1_000;
  let ops = 0;
  while (performance.now() < deadline) {
    for (let k = 0; k < 200; k++) {
      const r = compareRegimes(profiles[ops % profiles.length]);
      sink += r.regimes[1].steps.length;
      ops++;
    }
  }
  const elapsed = (performance.now() - start) / 1_000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const perSecond = Math.round(ops / elapsed);
  // CPU time of this process: the per-core figure stays meaningful when other work shares the machine.
  const perCpuSecond = Math.round(ops / cpuSeconds);

  const fmt = (n: number) => n.toLocaleString("pt-BR");
  console.log(
    `compareRegimes: ${ops} comparações completas (com memória de cálculo), ${profiles.length} perfis, 1 thread`,
  );
  console.log(`  relógio: ${fmt(perSecond)}/s em ${elapsed.toFixed(2)} s`);
  console.log(`  CPU:     ${fmt(perCpuSecond)}/s por segundo de CPU (${cpuSeconds.toFixed(2)} s de CPU)`);
  console.log(`meta ${fmt(TARGET)}/s por núcleo: ${perCpuSecond >= TARGET ? "atingida" : "NÃO atingida"}`);
  if (sink === -1) console.log(sink);
  return {
    budget: "compareRegimes (1 núcleo)",
    target: `≥ ${fmt(TARGET)}/s de CPU`,
    measured: `${fmt(perCpuSecond)}/s de CPU`,
    met: perCpuSecond >= TARGET,
  };
}
