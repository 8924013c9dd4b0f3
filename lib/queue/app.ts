import "server-only";
import { getDb, isEmbedded } from "@/lib/db/client";
import { getPglite } from "@/lib/db/pglite";
import { env } from "@/lib/env";
import { processOnce } from "@/lib/process-state";
import { openQueue, type EnqueueOptions, type JobDefinition, type Queue } from "./queue";

// The app's one queue per process, on the app's database (lib/db/client.ts migrates it first).

export function appQueue(): Promise<Queue> {
  return processOnce("queue", async () => {
    const db = await getDb();
    const url = env().DATABASE_URL;
    return openQueue(
      isEmbedded() || !url ? { kind: "pglite", pglite: await getPglite() } : { kind: "postgres", url },
      db,
    );
  });
}

/** Puts a job on the app's queue; it runs with `options.actorId`'s rights (see lib/queue/queue.ts). */
export async function enqueue<T>(
  definition: JobDefinition<T>,
  data: T,
  options: EnqueueOptions,
): Promise<string | null> {
  return (await appQueue()).enqueue(definition, data, options);
}

/**
 * Starts this process's workers once it serves (instrumentation.ts): not while `next build` prerenders, not in the
 * tests (they open queues of their own), not with QUEUE_WORKERS=off. Jobs left by a previous process (a restart, a
 * crash mid-job) are picked up here.
 */
export async function startQueueWorkers(definitions: readonly JobDefinition<never>[]): Promise<boolean> {
  const e = env();
  if (e.NEXT_PHASE === "phase-production-build" || e.NODE_ENV === "test" || e.QUEUE_WORKERS === "off") return false;
  await (await appQueue()).work(definitions);
  return true;
}
