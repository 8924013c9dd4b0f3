import "server-only";
import { getDb } from "@/lib/db/client";
import { processCache } from "@/lib/process-state";
import { readSettingRowsAsServer } from "./server-read";

// maintenance_mode and debug_mode, read on every page request by proxy.ts: asked of the database at most every
// 5 s per process, so a change shows within 5 s on every server (each has its own copy).

export type Switches = { maintenance: boolean; debug: boolean };

const TTL_MS = 5_000;
const switches = processCache("switches", TTL_MS, () =>
  load().catch((error: unknown) => {
    console.error(
      "[settings] could not read maintenance_mode/debug_mode",
      error instanceof Error ? error.message : error,
    );
    switches.forget();
    return { maintenance: false, debug: false };
  }),
);

async function load(): Promise<Switches> {
  const rows = await readSettingRowsAsServer(await getDb(), ["maintenance_mode", "debug_mode"]);
  const on = (key: string) => rows.get(key)?.value === "true";
  return { maintenance: on("maintenance_mode"), debug: on("debug_mode") };
}

/** The current switches (cached 5 s). A failed read counts as both off: maintenance must never lock the admins out. */
export function readSwitches(now = Date.now()): Promise<Switches> {
  return switches.get(now);
}

/** After the admin saves: this process sees the change at once. */
export function forgetSwitches(): void {
  switches.forget();
}

/** Extra server log detail, only while debug_mode is on (never shown to users). */
export async function debugLog(scope: string, message: string, details?: Record<string, unknown>): Promise<void> {
  if (!(await readSwitches()).debug) return;
  console.info(`[debug] [${scope}] ${message}`, details ?? "");
}
