import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companies, officeAssignments, officeClientUsers, officeMembers, offices } from "@/lib/db/schema";
import { companyValues } from "@/lib/companies/mutations";
import { saveReformProfile } from "@/lib/companies/reform-profile";
import type { CompanyInput } from "@/lib/companies/schema";
import type { MemberAccess, OfficeInput } from "./schema";

// Writes of the office, each in the signed-in member's RLS transaction: the policies refuse what the role may not do
// (a refused UPDATE or DELETE touches no row, hence the booleans), and the triggers record who did it.
//
// Rows a member may not see right after writing them (an analista's new client before its assignment exists) get
// their id here instead of from RETURNING, which PostgreSQL checks against the SELECT policies.

/** Opens an office held by `ownerId`; the account's companies become its clients (a trigger does both). */
export async function createOffice(db: Db, ownerId: string, input: OfficeInput): Promise<{ id: string }> {
  const id = randomUUID();
  await db.insert(offices).values({ id, ownerId, name: input.name, cnpj: input.cnpj });
  return { id };
}

export async function updateOffice(db: Db, officeId: string, input: OfficeInput): Promise<boolean> {
  const rows = await db
    .update(offices)
    .set({ name: input.name, cnpj: input.cnpj })
    .where(eq(offices.id, officeId))
    .returning({ id: offices.id });
  return rows.length > 0;
}

/** Closes the office (its titular only): the staff lose access, the companies stay the titular's own. */
export async function closeOffice(db: Db, officeId: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .delete(offices)
    .where(and(eq(offices.id, officeId), eq(offices.ownerId, ownerId)))
    .returning({ id: offices.id });
  return rows.length > 0;
}

/** Changes a member's role (not the titular's: a trigger refuses it). An analista's assignments stay. */
export async function updateMemberAccess(
  db: Db,
  officeId: string,
  userId: string,
  access: MemberAccess,
): Promise<boolean> {
  const rows = await db
    .update(officeMembers)
    .set({ role: access.role, allClients: access.role === "analista" && access.allClients })
    .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)))
    .returning({ userId: officeMembers.userId });
  return rows.length > 0;
}

/** Removes a member (or lets one leave): every access through the office goes with the row. */
export async function removeMember(db: Db, officeId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(officeMembers)
    .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)))
    .returning({ userId: officeMembers.userId });
  return rows.length > 0;
}

/**
 * Assigns a client to an analyst of the office, or unassigns it (analystId null). Socios only. False when the company is
 * not a client the caller sees in this office, or the analyst not a member of it: the insert would otherwise be
 * refused by the policy's check or the membership's foreign key, an error instead of "not found".
 */
export async function setAssignment(
  db: Db,
  officeId: string,
  companyId: string,
  analystId: string | null,
): Promise<boolean> {
  const [client] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.officeId, officeId)));
  if (!client) return false;
  if (analystId === null) {
    await db
      .delete(officeAssignments)
      .where(and(eq(officeAssignments.officeId, officeId), eq(officeAssignments.companyId, companyId)));
    return true;
  }
  const [analyst] = await db
    .select({ userId: officeMembers.userId })
    .from(officeMembers)
    .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, analystId)));
  if (!analyst) return false;
  const rows = await db
    .insert(officeAssignments)
    .values({ companyId, officeId, analystId })
    .onConflictDoUpdate({
      target: officeAssignments.companyId,
      set: { analystId },
      setWhere: ne(officeAssignments.analystId, analystId),
    })
    .returning({ companyId: officeAssignments.companyId });
  return rows.length > 0 || (await isAssigned(db, companyId, analystId));
}

async function isAssigned(db: Db, companyId: string, analystId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(officeAssignments)
    .where(and(eq(officeAssignments.companyId, companyId), eq(officeAssignments.analystId, analystId)));
  return Boolean(row);
}

/** A client company of the office: the titular's row (user_id) named with the office (office_id). */
export async function createOfficeClient(
  db: Db,
  office: { id: string; ownerId: string },
  input: CompanyInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.insert(companies).values({ id, userId: office.ownerId, officeId: office.id, ...companyValues(input) });
  // The reform profile is the titular's row too, like the client (lib/companies/reform-profile.ts).
  if (input.reform) await saveReformProfile(db, office.ownerId, id, input.reform);
  return { id };
}

export async function updateOfficeClient(
  db: Db,
  office: { id: string; ownerId: string },
  id: string,
  input: CompanyInput,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set(companyValues(input))
    .where(and(eq(companies.id, id), eq(companies.officeId, office.id)))
    .returning({ id: companies.id });
  if (rows.length === 0) return false;
  if (input.reform) await saveReformProfile(db, office.ownerId, id, input.reform);
  return true;
}

export async function deleteOfficeClient(db: Db, officeId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companies)
    .where(and(eq(companies.id, id), eq(companies.officeId, officeId)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** Ends a client's login to one company (socios only). */
export async function removeClientLogin(db: Db, officeId: string, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(officeClientUsers)
    .where(
      and(
        eq(officeClientUsers.officeId, officeId),
        eq(officeClientUsers.companyId, companyId),
        eq(officeClientUsers.userId, userId),
      ),
    )
    .returning({ userId: officeClientUsers.userId });
  return rows.length > 0;
}
