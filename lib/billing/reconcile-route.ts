import "server-only";
import { getDb, type OwnerDb } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { AppError, problemOf } from "@/lib/errors";
import { getPaymentProvider } from "@/lib/payments";
import type { PaymentProvider } from "@/lib/payments/provider";
import { cronSecret } from "./config";
import { reconcilePayments, type ReconcileReport } from "./reconcile";
import { redactError } from "@/lib/security/redact";
import { sameSecret } from "@/lib/security/secret";

type Problem<C extends "unauthenticated" | "not_found" | "unavailable"> = ReturnType<typeof problemOf<C>>;

export type ReconcileResponse =
  | { status: 200; body: ReconcileReport }
  | (Problem<"unauthenticated"> & { headers: { "WWW-Authenticate": string } })
  | Problem<"not_found">
  | Problem<"unavailable">;

/** Opens what a run needs, called only once the caller is authorised. */
export type ReconcileDeps = () => Promise<{ db: OwnerDb; provider: PaymentProvider }>;

/** lib/env.ts asks for 16+ characters; a shorter secret keeps the route closed rather than guessable. */
const MIN_SECRET_LENGTH = 16;

function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/**
 * POST /api/jobs/reconcile, for a scheduler: `Authorization: Bearer $CRON_SECRET`, compared in constant
 * time. Without CRON_SECRET (or with one too short) the route is closed and answers 404, as if it did not
 * exist. The database and the provider are opened only after the secret matched, so anonymous requests
 * cost nothing.
 */
export async function handleReconcileRequest(
  request: { authorization: string | null },
  expectedSecret: string | null,
  open: ReconcileDeps,
): Promise<ReconcileResponse> {
  if (!expectedSecret) return problemOf("not_found");
  if (expectedSecret.length < MIN_SECRET_LENGTH) {
    console.error(
      `[billing] CRON_SECRET has fewer than ${MIN_SECRET_LENGTH} characters: /api/jobs/reconcile stays closed`,
    );
    return problemOf("not_found");
  }
  if (!sameSecret(bearerToken(request.authorization), expectedSecret)) {
    return { ...problemOf("unauthenticated"), headers: { "WWW-Authenticate": 'Bearer realm="jobs"' } };
  }
  const { db, provider } = await open();
  return { status: 200, body: await reconcilePayments(db, provider) };
}

/** The route's entry point: the configured secret, and the database and provider opened only once authorised. */
export async function runReconcileJob(authorization: string | null): Promise<ReconcileResponse> {
  try {
    return await handleReconcileRequest({ authorization }, cronSecret(), async () => ({
      db: await getDb(),
      provider: getPaymentProvider(),
    }));
  } catch (error) {
    // Payments not configured (a production start without Asaas or the sandbox opt-in): nothing to reconcile.
    if (error instanceof AppError && error.code === "unavailable") return problemOf("unavailable");
    // The database went away: the scheduler's next call runs it again.
    if (isDatabaseUnavailable(error)) {
      console.warn("[billing] reconcile refused: database unavailable", redactError(error));
      return problemOf("unavailable");
    }
    throw error;
  }
}
