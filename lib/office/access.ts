import "server-only";
import { notFound, redirect } from "next/navigation";
import { fail, type ActionFailure } from "@/lib/action-result";
import type { OfficeMembership, ProfileDto } from "@/lib/auth/profile";
import { getCurrentUser, requireUser, type CurrentUser } from "@/lib/auth/session";
import type { OfficeRole } from "@/lib/db/enums";

// Who may do what in an office, decided from the membership read with the profile (public.my_office(), no query of
// its own). The database decides again: every office read and write runs in the member's RLS transaction.

export type StaffMembership = OfficeMembership & { role: OfficeRole };

export const ALL_ROLES: readonly OfficeRole[] = ["socio", "analista", "leitura"];
/** Roles that change clients (an analista only those assigned to them, or all with all_clients). */
export const EDITING_ROLES: readonly OfficeRole[] = ["socio", "analista"];

/** The user's office when they are on its staff (not a client login), else null. */
export function staffOffice(profile: ProfileDto): StaffMembership | null {
  const office = profile.office;
  return office && office.role !== "cliente" ? (office as StaffMembership) : null;
}

/**
 * For actions: the staff membership when the role is one of `roles` (and, for a change, the office's plan is
 * current); otherwise the typed failure. Someone outside the office gets not_found, never a hint that it exists.
 */
export function officeFor(
  profile: ProfileDto,
  roles: readonly OfficeRole[],
  { write }: { write: boolean } = { write: true },
): StaffMembership | ActionFailure {
  const office = staffOffice(profile);
  if (!office) return fail("not_found", "office.errors.notMember");
  if (!roles.includes(office.role)) return fail("forbidden", "office.errors.roleForbidden");
  if (write && !office.active) return fail("feature_locked", "office.errors.inactive");
  return office;
}

export function isFailure<T extends object>(value: T | ActionFailure): value is ActionFailure {
  return "ok" in value && value.ok === false;
}

/**
 * For the office's pages: the signed-in member and their office. Nobody on the staff goes to /escritorio (which
 * offers to open one); a client login and a role not allowed here get the 404 page.
 */
export async function requireOfficePage(
  path: string,
  roles: readonly OfficeRole[] = ALL_ROLES,
): Promise<{ user: CurrentUser; office: StaffMembership }> {
  const user = await requireUser(path);
  // A client login sees its own company (/minha-empresa), never a page of the office: the same 404 as for anyone.
  if (user.profile.office?.role === "cliente") notFound();
  const office = staffOffice(user.profile);
  if (!office) redirect("/escritorio");
  if (!roles.includes(office.role)) notFound();
  return { user, office };
}

/** For route handlers: the request's staff membership, or null (no session, a client login, no office). */
export async function requestOffice(): Promise<StaffMembership | null> {
  const user = await getCurrentUser();
  return user ? staffOffice(user.profile) : null;
}
