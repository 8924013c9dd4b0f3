import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import type { BudgetRow } from "./budgets";
import { cpuMsOfTree } from "./server";

// The performance table: each page under 10 connections (3 s of warm-up, then 10 s measured), with the server CPU it
// took per request (from /proc: what a loaded machine changes least) and the size of its HTML.

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString("pt-BR", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A page of the table and the targets for it (undefined: the issue sets none). */
export type PageTarget = {
  path: string;
  /** How the table names it, when not by its path (a saved simulation: /simulations/[id]). */
  label?: string;
  signedIn: boolean;
  reqPerSec?: number;
  cpuMs?: number;
  htmlKb?: number;
};

/** Public pages are prerendered (docs/decisions.md §27), signed-in ones cheap: ≤ 10 ms of CPU, ≤ 80 kB. */
export const PAGES: PageTarget[] = [
  { path: "/", signedIn: false, reqPerSec: 500 },
  { path: "/plans", signedIn: false },
  { path: "/calculadoras/simples-nacional", signedIn: false },
  { path: "/dashboard", signedIn: true, cpuMs: 10, htmlKb: 80 },
  { path: "/simulations", signedIn: true, cpuMs: 10, htmlKb: 80 },
  { path: "/companies", signedIn: true, cpuMs: 10, htmlKb: 80 },
];

/**
 * The other pages of the signed-in app, which the issue holds to the same 10 ms and 80 kB ("the other signed-in pages
 * likewise"), each under a shorter load (2 s of warm-up, 5 s measured). `/simulations/` is completed with the first
 * saved simulation the list links to.
 */
export const OTHER_SIGNED_IN: string[] = [
  "/fiscal-simulator",
  "/labor-simulator",
  "/clt-vs-pj",
  "/mei-checker",
  "/profit-strategy",
  "/hidden-credits",
  "/reforma-tributaria",
  "/risk-detector",
  "/fiscal-benefits",
  "/regime-alert",
  "/ai-assistant",
  "/reports",
  "/settings",
  "/settings/seguranca",
  "/settings/integracoes",
  "/settings/privacidade",
  "/profile",
  "/subscription",
  "/simulations/",
];

export type Load = {
  reqPerSec: number;
  p99: number;
  cpuMs: number;
  failed: number;
  /** CPU per second of the measured load (ms of CPU in each second of wall time): servers, load generator, others, the whole machine. */
  perSecond: { servers: number; client: number; others: number; machine: number };
};

/**
 * 10 connections on each of `urls` at once (one autocannon each, with `headers` or the url's own headers), measured
 * after a warm-up; CPU of the given servers, of this process (the load generator) and of `otherPids` (a database server).
 */
export async function load(
  urls: string[],
  headers: Record<string, string> | Record<string, string>[],
  serverPids: number[],
  seconds = { warmUp: 3, measured: 10 },
  otherPids: number[] = [],
): Promise<Load> {
  const headersOf = (i: number) => (Array.isArray(headers) ? headers[i] : headers);
  const run = (duration: number) =>
    Promise.all(urls.map((url, i) => autocannon({ url, connections: 10, duration, headers: headersOf(i) })));
  await run(seconds.warmUp);
  const cpu = () => serverPids.reduce((sum, pid) => sum + cpuMsOfTree(pid), 0);
  const before = cpu();
  const othersBefore = otherPids.reduce((sum, pid) => sum + cpuMsOfTree(pid), 0);
  const client = process.cpuUsage();
  const machineBefore = machineBusyMs();
  const started = performance.now();
  const results = await run(seconds.measured);
  const wallSeconds = (performance.now() - started) / 1000;
  const serversMs = cpu() - before;
  const othersMs = otherPids.reduce((sum, pid) => sum + cpuMsOfTree(pid), 0) - othersBefore;
  const { user, system } = process.cpuUsage(client);
  const machineMs = machineBusyMs() - machineBefore;
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  return {
    reqPerSec: results.reduce((n, r) => n + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    cpuMs: serversMs / Math.max(1, total),
    failed: results.reduce((n, r) => n + r.non2xx + r.errors, 0),
    perSecond: {
      servers: serversMs / wallSeconds,
      client: (user + system) / 1000 / wallSeconds,
      others: othersMs / wallSeconds,
      machine: machineMs / wallSeconds,
    },
  };
}

/** CPU time (ms) the whole machine has spent busy since boot, every core, from /proc/stat; 0 elsewhere. */
function machineBusyMs(): number {
  if (!existsSync("/proc/stat")) return 0;
  // cpu user nice system idle iowait irq softirq steal: all but idle and iowait, in USER_HZ (100 a second).
  const [user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + (steal || 0)) * 10;
}

const row = (budget: string, target: string, measured: string, met: boolean | null): BudgetRow => ({
  budget,
  target,
  measured,
  met,
});

/** The rows of one page: req/s, p99, CPU per request, HTML size, each beside its target. */
export async function pageRows(
  base: string,
  page: PageTarget,
  cookie: string,
  serverPid: number | undefined,
  seconds?: { warmUp: number; measured: number },
) {
  const headers: Record<string, string> = page.signedIn ? { cookie } : {};
  const response = await fetch(`${base}${page.path}`, { headers });
  const html = Buffer.from(await response.arrayBuffer());
  const kb = html.length / 1024;
  const gz = gzipSync(html).length / 1024;
  const r = await load([`${base}${page.path}`], headers, serverPid === undefined ? [] : [serverPid], seconds);
  const broken = r.failed > 0 ? ` (${r.failed} falhas)` : "";
  const name = page.label ?? page.path;
  console.log(
    `${name}: ${fmt(r.reqPerSec)} req/s, p99 ${fmt(r.p99)} ms, ${fmt(r.cpuMs, 1)} ms CPU/req, ${fmt(kb)} kB (${fmt(gz)} kB gz)${broken}`,
  );
  const ok = r.failed === 0;
  return {
    load: r,
    rows: [
      row(
        `${name} req/s (p99)`,
        page.reqPerSec ? `≥ ${page.reqPerSec}` : "—",
        `${fmt(r.reqPerSec)} (p99 ${fmt(r.p99)} ms)${broken}`,
        page.reqPerSec ? ok && r.reqPerSec >= page.reqPerSec : null,
      ),
      row(
        `${name} CPU do servidor/req`,
        page.cpuMs ? `≤ ${page.cpuMs} ms` : "—",
        `${fmt(r.cpuMs, 1)} ms`,
        page.cpuMs ? ok && r.cpuMs <= page.cpuMs : null,
      ),
      row(
        `${name} HTML`,
        page.htmlKb ? `≤ ${page.htmlKb} kB` : "—",
        `${fmt(kb)} kB (${fmt(gz)} kB gz)`,
        page.htmlKb ? response.ok && kb <= page.htmlKb : null,
      ),
    ],
  };
}

/**
 * The same landing HTML served by plain Node (node:http, no framework) on `port`, under the same load: the ceiling
 * the landing's figure is compared with.
 */
export async function plainNodeReqPerSec(html: Buffer, port: number): Promise<Load> {
  const code = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "text/html; charset=utf-8" }); s.end(html); }).listen(${port}, "127.0.0.1", () => process.send("up"));`;
  const child = spawn(process.execPath, ["-e", `const html = Buffer.from(process.env.HTML, "base64"); ${code}`], {
    env: { ...process.env, HTML: html.toString("base64") },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  try {
    await new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", (c) => reject(new Error(`servidor Node simples saiu com código ${c}`)));
    });
    return await load([`http://127.0.0.1:${port}/`], {}, child.pid === undefined ? [] : [child.pid]);
  } finally {
    child.kill("SIGTERM");
  }
}
