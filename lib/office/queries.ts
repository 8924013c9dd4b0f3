import "server-only";
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { OfficeInvitationKind, OfficeRole } from "@/lib/db/enums";
import { rowsOf } from "@/lib/db/rows";
import { companies, officeEvents, officeInvitations, offices } from "@/lib/db/schema";

// Reads of the office, each run in the signed-in member's RLS transaction and filtered by the office explicitly too:
// the policies decide what a role sees, these functions never widen it.

export type OfficeDto = { id: string; name: string; cnpj: string | null; ownerId: string };

export async function getOffice(db: Db, officeId: string): Promise<OfficeDto | null> {
  const [row] = await db
    .select({ id: offices.id, name: offices.name, cnpj: offices.cnpj, ownerId: offices.ownerId })
    .from(offices)
    .where(eq(offices.id, officeId))
    .limit(1);
  return row ?? null;
}

export type OfficeMemberDto = {
  userId: string;
  name: string;
  /** Shown to socios only (null for the other roles). */
  email: string | null;
  role: OfficeRole;
  allClients: boolean;
  isOwner: boolean;
  since: string;
};

type MemberRow = {
  user_id: string;
  name: string;
  email: string | null;
  role: OfficeRole;
  all_clients: boolean;
  is_owner: boolean;
  created_at: string | Date;
};

/** The staff of the caller's office, the titular first (public.office_member_list()). */
export async function listMembers(db: Db): Promise<OfficeMemberDto[]> {
  const rows = rowsOf<MemberRow>(await db.execute(sql`select * from public.office_member_list()`));
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    role: r.role,
    allClients: r.all_clients,
    isOwner: r.is_owner,
    since: new Date(r.created_at).toISOString(),
  }));
}

export type InvitationDto = {
  id: string;
  email: string;
  kind: OfficeInvitationKind;
  role: OfficeRole | null;
  companyId: string | null;
  expiresAt: string;
};

/** Invitations still waiting for their answer (socios only: the policy shows them nothing else). */
export async function listOpenInvitations(db: Db, officeId: string): Promise<InvitationDto[]> {
  const rows = await db
    .select({
      id: officeInvitations.id,
      email: officeInvitations.email,
      kind: officeInvitations.kind,
      role: officeInvitations.role,
      companyId: officeInvitations.companyId,
      expiresAt: officeInvitations.expiresAt,
    })
    .from(officeInvitations)
    .where(
      and(
        eq(officeInvitations.officeId, officeId),
        isNull(officeInvitations.acceptedAt),
        isNull(officeInvitations.revokedAt),
        gt(officeInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(officeInvitations.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() }));
}

export type ClientLoginDto = { companyId: string; userId: string; name: string; email: string; since: string };

/** Who logs in for each client company (socios only, public.office_client_login_list()). */
export async function listClientLogins(db: Db): Promise<ClientLoginDto[]> {
  const rows = rowsOf<{ company_id: string; user_id: string; name: string; email: string; created_at: string | Date }>(
    await db.execute(sql`select * from public.office_client_login_list()`),
  );
  return rows.map((r) => ({
    companyId: r.company_id,
    userId: r.user_id,
    name: r.name,
    email: r.email,
    since: new Date(r.created_at).toISOString(),
  }));
}

export type OfficeEventDto = {
  id: number;
  actorId: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  at: string;
};

export const EVENTS_PAGE_SIZE = 50;

/** The office's record, newest first, a page of 50 before `before` (an event id). Socios only. */
export async function listEvents(db: Db, officeId: string, before?: number): Promise<OfficeEventDto[]> {
  const rows = await db
    .select({
      id: officeEvents.id,
      actorId: officeEvents.actorId,
      action: officeEvents.action,
      target: officeEvents.target,
      details: officeEvents.details,
      at: officeEvents.createdAt,
    })
    .from(officeEvents)
    .where(and(eq(officeEvents.officeId, officeId), before ? lt(officeEvents.id, before) : undefined))
    .orderBy(desc(officeEvents.id))
    .limit(EVENTS_PAGE_SIZE);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** Names of the office's client companies by id (the record names its targets by id). */
export async function clientNames(db: Db, officeId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.officeId, officeId), inArray(companies.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Records an export of the portfolio in the member's own name (public.office_log). */
export async function logOfficeExport(db: Db, details: { format: string; rows: number; view: string }): Promise<void> {
  await db.execute(
    sql`select public.office_log('office.export', ${`view:${details.view}`.slice(0, 200)}, ${JSON.stringify(details)}::jsonb)`,
  );
}
