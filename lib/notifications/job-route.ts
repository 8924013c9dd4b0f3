import "server-only";
import { getDb, type OwnerDb } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { problemOf } from "@/lib/errors";
import { redactError } from "@/lib/security/redact";
import { sameSecret } from "@/lib/security/secret";

// POST /api/jobs/alert-digest and /api/jobs/monthly-summary, for a scheduler: `Authorization: Bearer
// $CRON_SECRET` compared in constant time (as /api/jobs/reconcile). Without CRON_SECRET (or with one shorter
// than 16 characters) the routes are closed and answer 404; the database is opened only after the secret matched.

type Problem<C extends "unauthenticated" | "not_found" | "unavailable"> = ReturnType<typeof problemOf<C>>;

export type JobResponse<T> =
  | { status: 200; body: T }
  | (Problem<"unauthenticated"> & { headers: { "WWW-Authenticate": string } })
  | Problem<"not_found">
  | Problem<"unavailable">;

const MIN_SECRET_LENGTH = 16;

function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/** Authorises, then runs the job on the database `open` gives. */
export async function handleJobRequest<T>(
  authorization: string | null,
  expectedSecret: string | null | undefined,
  run: (db: OwnerDb) => Promise<T>,
  open: () => Promise<OwnerDb> = getDb,
): Promise<JobResponse<T>> {
  if (!expectedSecret || expectedSecret.length < MIN_SECRET_LENGTH) return problemOf("not_found");
  if (!sameSecret(bearerToken(authorization), expectedSecret)) {
    return { ...problemOf("unauthenticated"), headers: { "WWW-Authenticate": 'Bearer realm="jobs"' } };
  }
  try {
    return { status: 200, body: await run(await open()) };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      console.warn("[notifications] job refused: database unavailable", redactError(error));
      return problemOf("unavailable");
    }
    throw error;
  }
}

/** The configured CRON_SECRET. */
export const jobSecret = () => env().CRON_SECRET ?? null;
