// Preloaded into the bench's `next start` (NODE_OPTIONS=--import): on SIGUSR2 the process writes its
// process.memoryUsage() and V8 heap spaces to BENCH_MEMORY_FILE.<pid>, for bench/memory.ts.
import { writeFileSync } from "node:fs";
import v8 from "node:v8";

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
    try {
      writeFileSync(`${file}.${process.pid}`, JSON.stringify({ pid: process.pid, ...process.memoryUsage(), spaces }));
    } catch {
      // The bench's dir is gone: it stopped reading; a probe must never take the server down.
    }
  });
}
