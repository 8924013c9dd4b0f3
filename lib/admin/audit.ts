import "server-only";
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { auditLog, profiles } from "@/lib/db/schema";
import { nameAuditTargets, type AuditTarget } from "./audit-targets";
import { assertAdminReader, containsPattern, dayEnd, dayStart, type Page } from "./guard";
import { isSecretName, maskDetails } from "./mask-details";
import { ADMIN_PAGE_SIZE, type AuditFilters } from "./schema";

export type AuditRow = {
  id: number;
  action: string;
  target: string | null;
  /** The target in a reader's words ("Usuário · Maria Souza"); null with no target. */
  targetNamed: AuditTarget | null;
  actorName: string | null;
  actorEmail: string | null;
  ip: string | null;
  createdAt: Date;
  /** Masked (secrets to their last four characters) and redacted before it leaves the server. */
  details: unknown;
};

function auditWhere(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // "admin.user" finds admin.user.update and admin.user.delete: a dotted prefix or the exact verb.
  if (filters.action)
    conditions.push(
      or(
        eq(auditLog.action, filters.action),
        ilike(auditLog.action, `${containsPattern(filters.action).slice(1, -1)}.%`),
      ) as SQL,
    );
  if (filters.actor) {
    const pattern = containsPattern(filters.actor);
    conditions.push(or(ilike(profiles.name, pattern), ilike(profiles.email, pattern)) as SQL);
  }
  if (filters.from) conditions.push(gte(auditLog.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.createdAt, dayEnd(filters.to)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The audit log (docs/decisions.md §18), newest first, filtered by action, actor (name or e-mail) and Brasília days. */
export async function listAuditLog(db: Db, filters: AuditFilters): Promise<Page<AuditRow>> {
  await assertAdminReader(db);
  const where = auditWhere(filters);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog).leftJoin(profiles, eq(profiles.id, auditLog.actorId)).where(where),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        target: auditLog.target,
        actorName: profiles.name,
        actorEmail: profiles.email,
        ip: sql<string | null>`host(${auditLog.ip})`,
        createdAt: auditLog.createdAt,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
  ]);
  const named = await nameAuditTargets(
    db,
    rows.map((r) => r.target),
  );
  return {
    // An entry about a secret setting ("setting:openai_api_key") masks every text of its details.
    rows: rows.map((r) => ({
      ...r,
      targetNamed: r.target === null ? null : (named.get(r.target) ?? null),
      details: maskDetails(r.details, r.target?.startsWith("setting:") === true && isSecretName(r.target)),
    })),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

/** The distinct actions recorded, for the filter's options. */
export async function listAuditActions(db: Db): Promise<string[]> {
  await assertAdminReader(db);
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action).limit(200);
  return rows.map((r) => r.action);
}
