import type { PgBoss } from "pg-boss";
import { z } from "zod";
import { runWithServiceRole } from "@/lib/db/admin";
import type { Db, OwnerDb } from "@/lib/db/handles";
import { runWithRls, type JwtClaims } from "@/lib/db/rls";
import { redactError } from "@/lib/security/redact";
import { createBoss, type Bookkeeping, type QueueBackend } from "./backend";

// Jobs on PostgreSQL (pg-boss): each job a row that survives a restart, taken by one worker at a time (SKIP LOCKED),
// retried with exponential backoff. A job runs with the rights of whoever asked for it: its handler gets transactions
// as that user, under row-level security, exactly as the request would have had; a job that needs the service role
// says so in its definition (`runAs: "service"`), and nothing else gets it.

/** A failure no retry can fix (the client is gone, the member lost access): the job ends at once. */
export class PermanentJobError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = "PermanentJobError";
  }
}

export type JobContext<T> = {
  data: T;
  /** Who asked for the job (null only for a service job the system started). */
  actorId: string | null;
  jobId: string;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
  /** No retry follows this attempt if it fails. */
  lastAttempt: boolean;
  /** One transaction with the job's rights: the asker's, under row-level security (or the service role, declared). */
  tx<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
};

export type JobDefinition<T> = {
  /** The queue's name, e.g. "office.batch-item". */
  name: string;
  schema: z.ZodType<T>;
  /** "creator" (the default): as the user who asked. "service": the privileged path; for system jobs only. */
  runAs?: "creator" | "service";
  /** Retries after the first attempt (3 by default), the first after retryDelaySeconds (5), then doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Longest a run may take before another worker takes it back (seconds, 300 by default). */
  expireInSeconds?: number;
  /** Workers per process (1 by default: PGlite runs one statement at a time anyway). */
  concurrency?: number;
  /** "short": at most one job waiting per singletonKey (a recompute asked twice runs once). */
  policy?: "standard" | "short";
  run(ctx: JobContext<T>): Promise<void>;
  /** Called once when the job will not run again: it failed on its last attempt, or permanently. */
  onGiveUp?(ctx: JobContext<T>, error: unknown): Promise<void>;
};

const envelopeSchema = z.object({ v: z.literal(1), actor: z.uuid().nullable(), data: z.unknown() });
type Envelope = z.infer<typeof envelopeSchema>;

export type EnqueueOptions = {
  /** Who asks: the job runs with their rights. Required unless the job runs as the service. */
  actorId: string | null;
  /** A job id of the caller's choosing (a uuid): sending it again is a no-op, so a retry of the caller enqueues once. */
  id?: string;
  /** At most one job with this key waiting at a time (e.g. one recompute per office). */
  singletonKey?: string;
  startAfter?: Date;
};

export type Queue = {
  enqueue<T>(definition: JobDefinition<T>, data: T, options: EnqueueOptions): Promise<string | null>;
  /** Starts this process's workers for the definitions (idempotent per definition). */
  work(definitions: readonly JobDefinition<never>[]): Promise<void>;
  stop(options?: { graceful?: boolean }): Promise<void>;
  boss: PgBoss;
};

function queueOptions(definition: JobDefinition<unknown>) {
  return {
    retryLimit: definition.retryLimit ?? 3,
    retryDelay: definition.retryDelaySeconds ?? 5,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: definition.expireInSeconds ?? 300,
    // Finished jobs are kept a week for inspection, then removed.
    deleteAfterSeconds: 7 * 86_400,
  };
}

/** Opens the queue on `backend`, whose database is `db` (the owner connection the handlers' transactions open on). */
export async function openQueue(
  backend: QueueBackend,
  db: OwnerDb,
  options: { log?: Pick<Console, "error" | "warn">; bookkeeping?: Bookkeeping } = {},
): Promise<Queue> {
  const log = options.log ?? console;
  const boss = createBoss(backend, options.bookkeeping);
  boss.on("error", (error) => log.error("[queue] error", redactError(error)));
  await boss.start();
  const created = new Map<string, Promise<void>>();
  const working = new Set<string>();

  const ensure = (definition: JobDefinition<unknown>) => {
    let done = created.get(definition.name);
    if (!done) {
      done = (async () => {
        const options = queueOptions(definition);
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, options);
        else await boss.createQueue(definition.name, { ...options, policy: definition.policy ?? "standard" });
      })();
      done.catch(() => created.delete(definition.name));
      created.set(definition.name, done);
    }
    return done;
  };

  async function handle(definition: JobDefinition<unknown>, job: { id: string; data: unknown; retryCount: number }) {
    const retryLimit = definition.retryLimit ?? 3;
    const envelope = envelopeSchema.safeParse(job.data);
    const parsed = envelope.success ? definition.schema.safeParse(envelope.data.data) : null;
    const actorId = envelope.success ? envelope.data.actor : null;
    const asService = definition.runAs === "service";
    const context = (data: unknown): JobContext<unknown> => ({
      data,
      actorId,
      jobId: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= retryLimit,
      tx: (fn) =>
        asService
          ? runWithServiceRole(db, fn)
          : runWithRls(db, { sub: actorId ?? "", role: "authenticated" } satisfies JwtClaims, fn),
    });
    if (!parsed?.success || (!asService && !actorId)) {
      // Nothing this code wrote: never run it, never retry it.
      log.error(`[queue] ${definition.name}: job ${job.id} refused (malformed or without its asker)`);
      return;
    }
    const ctx = context(parsed.data);
    try {
      await definition.run(ctx);
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      if (permanent || ctx.lastAttempt) {
        log.warn(`[queue] ${definition.name}: job ${job.id} gave up on attempt ${ctx.attempt}`, redactError(error));
        await definition.onGiveUp?.(ctx, error);
        if (permanent) return;
      }
      // pg-boss stores what is thrown as the job's output (jsonb): a redacted text, so no query's params (personal
      // data, a PDF's bytes) are kept, and no NUL byte, which jsonb refuses and which left the job active until expiry.
      throw new Error(redactError(error).replace(/\u0000/g, ""));
    }
  }

  return {
    boss,
    async enqueue(definition, data, options) {
      const parsed = definition.schema.parse(data);
      if (definition.runAs !== "service" && !options.actorId)
        throw new Error(`job ${definition.name} runs as its asker: enqueue it with an actorId`);
      await ensure(definition as JobDefinition<unknown>);
      const envelope: Envelope = { v: 1, actor: options.actorId, data: parsed };
      return boss.send(definition.name, envelope, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },
    async work(definitions) {
      for (const definition of definitions as readonly JobDefinition<unknown>[]) {
        if (working.has(definition.name)) continue;
        working.add(definition.name);
        await ensure(definition);
        await boss.work(
          definition.name,
          { localConcurrency: definition.concurrency ?? 1, pollingIntervalSeconds: 1 },
          async ([job]) => handle(definition, job),
        );
      }
    },
    async stop(options = {}) {
      await boss.stop({ graceful: options.graceful ?? true, timeout: 10_000 });
    },
  };
}
