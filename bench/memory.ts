import { existsSync, readFileSync, rmSync } from "node:fs";
import { processTree, type BenchServer } from "./server";

// docs/performance.md, "Memory": next-server on the embedded database under the bench at most 600 MB RSS.

export const MEMORY_TARGET_MB = 600;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** VmRSS and VmHWM (the peak) of one process, in MB, from /proc. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

type Usage = {
  pid: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  spaces: Record<string, number>;
};

/** What each process of the server reports of its own memory (bench/memory-probe.cjs), keyed by pid. */
async function usages(server: BenchServer, pids: number[]): Promise<Usage[]> {
  for (const pid of pids) rmSync(`${server.memoryFile}.${pid}`, { force: true });
  for (const pid of pids) process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && !pids.every((pid) => existsSync(`${server.memoryFile}.${pid}`)))
    await new Promise((r) => setTimeout(r, 100));
  return pids.flatMap((pid) => {
    const file = `${server.memoryFile}.${pid}`;
    return existsSync(file) ? [JSON.parse(readFileSync(file, "utf8")) as Usage] : [];
  });
}

/**
 * The server's resident memory now (the largest process of its tree: next-server; the initdb child is short-lived),
 * its peak, and where it goes: the JavaScript heap (used, and by V8 space), memory outside the heap (external:
 * PGlite's WebAssembly memory and buffers), and the rest of the RSS (compiled code, the allocator's free pages).
 */
export async function serverMemory(server: BenchServer, label: string) {
  const pids = processTree(server.process.pid);
  const resident = pids.map((pid) => ({ pid, ...residentMb(pid) })).sort((a, b) => b.rss - a.rss);
  const main = resident[0];
  const usage = (await usages(server, [main.pid]))[0];
  const spaces = usage
    ? Object.entries(usage.spaces)
        .filter(([, bytes]) => bytes > 4 * 1024 * 1024)
        .sort((a, b) => b[1] - a[1])
        .map(([space, bytes]) => `${space} ${mb(bytes)}`)
        .join(", ")
    : "";
  const breakdown = usage
    ? `heap JS ${mb(usage.heapUsed)} MB de ${mb(usage.heapTotal)} (${spaces}), fora do heap ${mb(usage.external)} MB (ArrayBuffers ${mb(usage.arrayBuffers)}), resto ${mb(usage.rss - usage.heapTotal - usage.external)} MB`
    : "sem detalhe (a sonda não respondeu)";
  console.log(`memória ${label}: next-server ${main.rss} MB RSS (pico ${main.peak} MB); ${breakdown}`);
  return { rss: main.rss, peak: main.peak, breakdown };
}
