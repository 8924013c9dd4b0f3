import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { OfficeInvitationKind, OfficeRole } from "@/lib/db/enums";
import { rowsOf } from "@/lib/db/rows";
import { officeInvitations } from "@/lib/db/schema";

// Invitations by e-mail: a random token in the link, only its SHA-256 in the database. The link works once, for 7
// days, and only for the account whose e-mail the invitation names (public.accept_office_invitation): a forwarded
// link is useless to anyone else, and a guessed one is 256 bits away.

export const INVITATION_DAYS = 7;

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type NewInvitation = {
  officeId: string;
  invitedBy: string;
  email: string;
  kind: OfficeInvitationKind;
  role?: OfficeRole;
  companyId?: string;
};

/**
 * Stores a new invitation (the socio's RLS transaction) and answers the token for the e-mail. An open invitation to the
 * same address for the same purpose is revoked first: sending again replaces the old link.
 */
export async function createInvitation(db: Db, invitation: NewInvitation, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const companyId = invitation.companyId ?? null;
  await db
    .update(officeInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(officeInvitations.officeId, invitation.officeId),
        eq(officeInvitations.email, invitation.email),
        eq(officeInvitations.kind, invitation.kind),
        companyId ? eq(officeInvitations.companyId, companyId) : isNull(officeInvitations.companyId),
        isNull(officeInvitations.acceptedAt),
        isNull(officeInvitations.revokedAt),
      ),
    );
  await db.insert(officeInvitations).values({
    officeId: invitation.officeId,
    email: invitation.email,
    kind: invitation.kind,
    role: invitation.kind === "member" ? (invitation.role ?? "analista") : null,
    companyId,
    tokenHash: hashInvitationToken(token),
    invitedBy: invitation.invitedBy,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
  });
  return token;
}

export async function revokeInvitation(db: Db, officeId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(officeInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(officeInvitations.id, id),
        eq(officeInvitations.officeId, officeId),
        isNull(officeInvitations.acceptedAt),
        isNull(officeInvitations.revokedAt),
      ),
    )
    .returning({ id: officeInvitations.id });
  return rows.length > 0;
}

export type InvitationPreview = {
  officeName: string;
  kind: OfficeInvitationKind;
  role: OfficeRole | null;
  companyName: string | null;
  email: string;
  status: "open" | "used" | "expired";
};

/** What the link's page shows to whoever holds the token (anon or signed in); null for an unknown token. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview | null> {
  const [row] = rowsOf<{
    office_name: string;
    kind: OfficeInvitationKind;
    role: OfficeRole | null;
    company_name: string | null;
    email: string;
    status: InvitationPreview["status"];
  }>(await db.execute(sql`select * from public.office_invitation_preview(${hashInvitationToken(token)})`));
  if (!row) return null;
  return {
    officeName: row.office_name,
    kind: row.kind,
    role: row.role,
    companyName: row.company_name,
    email: row.email,
    status: row.status,
  };
}

export type AcceptOutcome = "accepted" | "invalid" | "email_mismatch" | "already_member";

/** Accepts the invitation for the signed-in account (its RLS transaction). */
export async function acceptInvitation(db: Db, token: string): Promise<AcceptOutcome> {
  const [row] = rowsOf<{ outcome: AcceptOutcome }>(
    await db.execute(sql`select public.accept_office_invitation(${hashInvitationToken(token)}) as outcome`),
  );
  return row.outcome;
}

/** "fu***@example.com": enough for the invitee to recognise the address, without spelling it out to the page. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 2)}${"*".repeat(Math.max(3, local.length - 2))}@${domain}`;
}
