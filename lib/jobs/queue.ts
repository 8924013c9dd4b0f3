import "server-only";
import { batchItemJob, recomputeJob } from "@/lib/office/jobs";
import { startQueueWorkers } from "@/lib/queue/app";
import type { JobDefinition } from "@/lib/queue/queue";
import { redactError } from "@/lib/security/redact";

/** Every job definition of the app's queue (lib/queue): adding one is one line. */
export const QUEUE_JOBS: readonly JobDefinition<never>[] = [
  // The office: its portfolio's figures and its batches of documents.
  recomputeJob as JobDefinition<never>,
  batchItemJob as JobDefinition<never>,
];

/**
 * Starts this process's queue workers (instrumentation.ts): in every mode, with DATABASE_URL too (pg-boss hands each
 * job to one worker across instances). A database that does not answer at start is logged and tried again in a
 * minute; the app serves meanwhile, and the jobs wait in the database.
 */
export function startQueue(retryMs = 60_000): void {
  startQueueWorkers(QUEUE_JOBS).catch((error: unknown) => {
    console.error("[queue] workers not started; trying again in a minute", redactError(error));
    setTimeout(() => startQueue(retryMs), retryMs).unref();
  });
}
