import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * A throwaway PostgreSQL server of this test's own (initdb + pg_ctl on a free port), which the test can stop
 * and start again while the app holds connections to it. Separate from the shared TEST_DATABASE_URL server.
 */
export type PgCluster = { url: string; stop(): void; start(): void; destroy(): void };

export function postgresBinaries(): string | null {
  try {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    return versions.length > 0 ? `/usr/lib/postgresql/${versions[0]}/bin` : null;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function postgresUid(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export async function startPgCluster(bin: string): Promise<PgCluster> {
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync("/tmp/tributo-chaos-pg.");
  if (root) {
    const { uid, gid } = postgresUid();
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (cmd: string, args: string[]) =>
    execFileSync(
      root ? "runuser" : path.join(bin, cmd),
      root ? ["-u", "postgres", "--", path.join(bin, cmd), ...args] : args,
      { stdio: "pipe" },
    );
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const start = () =>
    void run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-w",
      "start",
    ]);
  const stop = () => void run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
