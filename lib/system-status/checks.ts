import "server-only";
import { and, desc, eq, gt, max, sql } from "drizzle-orm";
import { loadAiSettings } from "@/lib/ai/settings";
import { RECONCILE_JOB } from "@/lib/billing/reconcile";
import { runWithServiceRole } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { ServiceDb } from "@/lib/db/handles";
import { getLastJobRun } from "@/lib/db/job-runs";
import { aiUsage, webhookEvents } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { asaasEnvironment, paymentsMode } from "@/lib/payments";
import { redactError } from "@/lib/security/redact";
import { processCache } from "@/lib/process-state";
import packageJson from "@/package.json";
import { overallOf, reconcileState, type CheckState, type LastRun } from "./state";

// /system-status (public): what each dependency of the product is doing right now, measured on the server. Only
// states, modes, instants and a latency leave this module: never a hostname, a key, an address or an error text.
// No uptime figure: no samples are stored to compute one (docs/decisions.md §21).

export type { CheckState } from "./state";

export type StatusSnapshot = {
  checkedAt: Date;
  overall: "operational" | "degraded" | "down";
  version: string;
  database: { state: CheckState; latencyMs: number | null };
  payments: {
    state: CheckState;
    mode: "asaas" | "sandbox" | "not_configured";
    environment: "production" | "sandbox" | null;
    lastWebhookAt: Date | null;
  };
  ai: { state: CheckState; mode: "model" | "basic" | null; lastSuccessAt: Date | null };
  email: { state: CheckState; transport: "smtp" | "outbox" };
  reconcile: { state: CheckState; lastRun: LastRun };
};

const DB_TIMEOUT_MS = 3_000;
/** A public page: one snapshot per process serves every visitor for this long. */
const CACHE_MS = 30_000;

function timeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

type Recorded = {
  lastWebhookAt: Date | null;
  lastAiSuccessAt: Date | null;
  lastRun: StatusSnapshot["reconcile"]["lastRun"];
};

/** What the status page reads from the database (service role: these tables are closed to visitors). */
export async function readRecordedActivity(db: ServiceDb): Promise<Recorded> {
  const [[webhook], [ai], run] = await Promise.all([
    db.select({ at: max(webhookEvents.receivedAt) }).from(webhookEvents),
    db
      .select({ at: aiUsage.createdAt })
      .from(aiUsage)
      .where(and(eq(aiUsage.role, "assistant"), gt(aiUsage.outputTokens, 0)))
      .orderBy(desc(aiUsage.createdAt))
      .limit(1),
    getLastJobRun(db, RECONCILE_JOB),
  ]);
  return {
    lastWebhookAt: webhook?.at ?? null,
    lastAiSuccessAt: ai?.at ?? null,
    lastRun: run ? { startedAt: run.startedAt, finishedAt: run.finishedAt, outcome: run.outcome } : null,
  };
}

/** Runs every check now. Never throws: a failing check is reported as its state. */
export async function checkSystemStatus(now: () => Date = () => new Date()): Promise<StatusSnapshot> {
  const e = env();
  const mode = paymentsMode();
  const environment =
    mode === "asaas" ? asaasEnvironment(e.ASAAS_API_KEY?.trim() ?? "") : mode === "sandbox" ? "sandbox" : null;

  let latencyMs: number | null = null;
  let recorded: Recorded | null = null;
  let aiMode: StatusSnapshot["ai"]["mode"] = null;
  try {
    const db = await timeout(getDb(), DB_TIMEOUT_MS);
    const started = performance.now();
    await timeout(db.execute(sql`select 1`), DB_TIMEOUT_MS);
    latencyMs = Math.max(1, Math.round(performance.now() - started));
    recorded = await timeout(
      runWithServiceRole(db, (tx) => readRecordedActivity(tx)),
      DB_TIMEOUT_MS,
    );
    aiMode = (await timeout(loadAiSettings(db), DB_TIMEOUT_MS)).apiKey ? "model" : "basic";
  } catch (error) {
    console.warn("[status] a database check failed", redactError(error));
  }

  const at = now();
  const database: CheckState = latencyMs === null ? "down" : "operational";
  const payments: CheckState = mode === "not_configured" ? "degraded" : "operational";
  const ai: CheckState = aiMode === null ? "unknown" : "operational";
  const transport = e.SMTP_URL ? "smtp" : "outbox";
  // Without SMTP, e-mails only land in the development outbox: fine in development, a problem in production.
  const email: CheckState = transport === "smtp" || e.NODE_ENV !== "production" ? "operational" : "degraded";
  const reconcile = recorded
    ? reconcileState(recorded.lastRun, mode !== "not_configured", at, new Date(Date.now() - process.uptime() * 1000))
    : "unknown";

  return {
    checkedAt: at,
    overall: overallOf([database, payments, ai, email, reconcile]),
    version: packageJson.version,
    database: { state: database, latencyMs },
    payments: { state: payments, mode, environment, lastWebhookAt: recorded?.lastWebhookAt ?? null },
    ai: { state: ai, mode: aiMode, lastSuccessAt: recorded?.lastAiSuccessAt ?? null },
    email: { state: email, transport },
    reconcile: { state: reconcile, lastRun: recorded?.lastRun ?? null },
  };
}

const status = processCache("system-status", CACHE_MS, () => checkSystemStatus());

/** The status for a page view: measured at most every 30 s per process, so visitors cannot load the database. */
export function getSystemStatus(nowMs = Date.now()): Promise<StatusSnapshot> {
  return status.get(nowMs);
}
