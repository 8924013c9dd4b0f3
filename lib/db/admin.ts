import "server-only";
import { sql } from "drizzle-orm";
import type { AuditDb, OwnerDb, ServiceDb } from "./handles";
import { auditLog } from "./schema";

// THE privileged path: role service_role bypasses row-level security. Only webhooks, jobs and
// audited admin code may import this module; user-facing code uses withRls (lib/db/rls.ts).

/** Runs fn in one transaction on db as service_role, with service-role JWT claims set. */
export async function runWithServiceRole<T>(db: OwnerDb, fn: (tx: ServiceDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${JSON.stringify({ role: "service_role" })}, true),
                 set_config('request.jwt.claim.sub', '', true),
                 set_config('request.jwt.claim.role', 'service_role', true)`,
    );
    await tx.execute(sql`set local role service_role`);
    return fn(tx as unknown as ServiceDb);
  });
}

export type AuditEntry = {
  /** The user who acted; null for the system (webhooks, jobs). */
  actorId: string | null;
  /** Dotted verb, e.g. "admin.user.update", "settings.secret.update". */
  action: string;
  /** What was acted on, e.g. "profile:<uuid>", "setting:openai_api_key". */
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/**
 * Records an event that has no other write to commit with (a refused model key, a cancellation asked of the
 * provider, a security change made through the auth adapter): one service transaction of its own, opened here so
 * the modules that report such events never hold a service handle.
 */
export async function auditAsService(db: OwnerDb, entry: AuditEntry): Promise<void> {
  await runWithServiceRole(db, (tx) => writeAuditLog(tx, entry));
}

/**
 * Appends to the audit log inside the caller's transaction, so the entry commits with the change.
 * Works in a service-role transaction, and under withRls for an admin logging in their own name.
 */
export async function writeAuditLog(tx: AuditDb, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
