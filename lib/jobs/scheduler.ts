// The in-process scheduler of embedded mode (no DATABASE_URL): a single `next start` has nothing outside it to
// call the job routes, so it runs its own jobs on timers. With DATABASE_URL an external scheduler calls the
// secret-protected routes instead (docs/operations.md, "Jobs").
import { redactError } from "@/lib/security/redact";

export type ScheduledJob = {
  /** Short name for the logs, e.g. "payments-reconcile". */
  name: string;
  /** Time between two starts, in ms. The first run happens one interval after start. */
  everyMs: number;
  run: () => Promise<unknown>;
  /** Optional gate read at each tick, e.g. a daily tick that runs only on the 1st of the month. */
  due?: (now: Date) => boolean;
};

export type JobLog = { info: (...args: unknown[]) => void; error: (...args: unknown[]) => void };

export type Scheduler = {
  /** Starts one run of the job now, unless one is under way; false when it was skipped. */
  runNow: (name: string) => Promise<boolean>;
  stop: () => void;
};

/** setInterval turns a delay above 2^31 - 1 ms (~24.8 days) into 1 ms: a monthly job must run daily and check its day. */
export const MAX_INTERVAL_MS = 2 ** 31 - 1;

/**
 * Runs every job on its own interval, one run of a job at a time (a tick that finds the previous run still
 * going is skipped, not queued), and isolates failures: a throw is logged and the job runs again at its
 * next tick, and other jobs never notice. Timers are unref'd so they never keep a process alive.
 */
export function startScheduler(jobs: readonly ScheduledJob[], log: JobLog = console): Scheduler {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    names.add(job.name);
    if (!(job.everyMs > 0 && job.everyMs <= MAX_INTERVAL_MS))
      throw new Error(`job ${job.name}: everyMs must be between 1 and ${MAX_INTERVAL_MS}`);
  }

  const running = new Set<string>();
  const byName = new Map(jobs.map((job) => [job.name, job]));

  async function runOnce(job: ScheduledJob): Promise<boolean> {
    if (running.has(job.name)) {
      log.info(`[jobs] ${job.name}: previous run still under way, skipped`);
      return false;
    }
    running.add(job.name);
    const started = Date.now();
    try {
      await job.run();
      log.info(`[jobs] ${job.name}: done in ${Date.now() - started} ms`);
    } catch (error) {
      log.error(`[jobs] ${job.name}: failed after ${Date.now() - started} ms`, redactError(error, { stack: true }));
    } finally {
      running.delete(job.name);
    }
    return true;
  }

  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (!job.due || job.due(new Date())) void runOnce(job);
    }, job.everyMs);
    timer.unref?.();
    return timer;
  });

  return {
    runNow: (name) => {
      const job = byName.get(name);
      if (!job) return Promise.reject(new Error(`no job named ${name}`));
      return runOnce(job);
    },
    stop: () => timers.forEach(clearInterval),
  };
}

const HOUR = 60 * 60_000;

/**
 * A daily job on an hourly tick: it runs at the first tick of each UTC day in this process (and again at the next
 * tick when that run fails), so a restart delays it by an hour instead of a day; a 24-hour timer never ran at all
 * on a server restarted more often than that. The jobs given here must tolerate a second run on the same day
 * after a restart (the digests deduplicate per user and day or month). `gate` narrows the days further.
 */
export function dailyJob(name: string, run: () => Promise<unknown>, gate?: (now: Date) => boolean): ScheduledJob {
  let doneOn: string | null = null;
  const utcDay = (d: Date) => d.toISOString().slice(0, 10);
  return {
    name,
    everyMs: HOUR,
    due: (now) => doneOn !== utcDay(now) && (gate?.(now) ?? true),
    run: async () => {
      const day = utcDay(new Date());
      await run();
      doneOn = day;
    },
  };
}
