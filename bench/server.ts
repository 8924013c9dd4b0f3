import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { DEMO_PASSWORD } from "@/lib/db/demo-accounts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The bench's first port: next start on it, plain Node on +5, the PostgreSQL instances on +10 and +11. */
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3360);

/** A production start (scripts/start.sh, what `npm start` runs), with the address it answers on. */
export type BenchServer = { base: string; process: ChildProcess; memoryFile: string };

/**
 * Starts the production server (scripts/start.sh: `next start` with its memory settings) on `port` and waits for
 * /api/health. Without `env.DATABASE_URL` it runs on a fresh embedded database of its own (.data/bench-<port>). The
 * server writes its process.memoryUsage() to `memoryFile` when sent SIGUSR2 (bench/memory-probe.mjs, preloaded), for
 * the memory breakdown.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  // Another server already answering there would be measured in this one's place.
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`a porta ${port} já está em uso`);
  const dataDir = path.resolve(`.data/bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const memoryFile = path.join(dataDir, "memory.json");
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`
    : "";
  const probe = `--import ${pathToFileURL(path.resolve("bench/memory-probe.mjs")).href}`;
  // The production start path (npm start), with its memory settings: the server measured is the one users run.
  const child = spawn("bash", ["scripts/start.sh", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
      APP_URL: base,
      DEMO_ACCOUNTS: "true",
      JOBS_SCHEDULER: "off",
      NODE_OPTIONS: [process.env.NODE_OPTIONS, profile, probe].filter(Boolean).join(" "),
      BENCH_MEMORY_FILE: memoryFile,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start saiu com código ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, process: child, memoryFile };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGTERM");
  throw new Error(`next start não respondeu em ${base}/api/health em 180 s`);
}

/** Stops the server (and its children) and waits for it to exit. */
export async function stopServer(server: BenchServer): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  // The whole tree: a child left running (PGlite's initdb, at a first start) must not outlive the bench.
  const tree = processTree(server.process.pid);
  for (const pid of tree.reverse()) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await exited;
}

/** Signs in as professional@demo in Chromium and returns the session's Cookie header. */
export async function signedInCookie(base: string, email = "professional@demo.tributocerto.com.br"): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.locator("#subscriber-email").fill(email);
    await page.locator("#subscriber-password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

/** The pids of a process and its descendants (PGlite's initdb child, at a first start), from /proc; [] elsewhere. */
export function processTree(pid: number | undefined): number[] {
  if (pid === undefined || !existsSync(`/proc/${pid}/task`)) return [];
  const pids = [pid];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    for (const child of children ? children.split(" ") : []) pids.push(...processTree(Number(child)));
  }
  return pids;
}

/** User + system CPU time (ms) of a process and its descendants so far. */
export function cpuMsOfTree(pid: number | undefined): number {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  return processTree(pid).reduce((ms, p) => {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th of those.
    const fields = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
    return ms + (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  }, 0);
}
