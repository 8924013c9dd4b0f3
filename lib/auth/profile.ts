import "server-only";
import { sql } from "drizzle-orm";
import type { Db, OwnerDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { readAsUser, runReadAsUser, type JwtClaims } from "@/lib/db/rls";
import type { OfficeRole, SubscriptionStatus, UserType } from "@/lib/db/enums";

/** What pages may know about the signed-in user (no CPF, no provider ids). */
export type ProfileDto = {
  id: string;
  name: string;
  email: string;
  subscriptionStatus: SubscriptionStatus;
  /** Name of the plan subscription_status names (null once cancelled/expired): how a plan an admin added reads. */
  planName: string | null;
  userType: UserType;
  /**
   * Charges of this user still waiting for their PIX (pending, not expired): the app's layout lists them only when
   * there are some, instead of asking every request in a transaction of its own.
   */
  pendingCharges: number;
  /**
   * The plan's permissions as public.my_plan_permissions() answers them (the function the row-level security policies
   * use), read with the profile so that a page's plan gate costs no transaction of its own; lib/plans resolves them.
   */
  planPermissions: unknown;
  /** What the plan's limits count, as of this request: the usage cards read them instead of asking again. */
  counts: AccountCounts;
  /** The office the user works in (or, for a client login, whose client they are): the sidebar and lib/office read it. */
  office: OfficeMembership | null;
};

export type OfficeMembership = {
  id: string;
  name: string;
  /** The member's role, or "cliente" for a client company's login. */
  role: OfficeRole | "cliente";
  /** Whether the office's titular still pays for a plan with the office flag (else the office is read only). */
  active: boolean;
};

export type AccountCounts = {
  /** Simulations saved this calendar month in Brazil (deleted ones too), as public.simulations_used_this_month(). */
  simulationsThisMonth: number;
  companies: number;
  reports: number;
};

type AccountRow = {
  id: string;
  name: string;
  email: string;
  subscription_status: SubscriptionStatus;
  user_type: UserType;
  plan_name: string | null;
  pending_charges: number;
  plan_permissions: unknown;
  simulations_this_month: number;
  companies: number;
  reports: number;
  office_id: string | null;
  office_name: string | null;
  office_role: OfficeRole | "cliente" | null;
  office_active: boolean | null;
};

// The account and, in the same statement, the office the user belongs to (public.my_office(), one row at most).
const ACCOUNT = `select a.*, o.office_id, o.office_name, o.office_role, o.office_active
  from public.my_account() a left join lateral (select * from public.my_office() limit 1) o on true`;

/**
 * Reads the caller's own account in one statement: public.my_account() answers for auth.uid() only, so run it inside
 * withRls with the claims of `userId` (a row of anyone else is refused here too).
 */
export async function getOwnProfile(db: Db, userId: string): Promise<ProfileDto | null> {
  const result = await db.execute(sql.raw(ACCOUNT));
  const [row] = rowsOf<AccountRow>(result);
  return row && row.id === userId ? toProfile(row) : null;
}

/** The same read for the request's own lookup (lib/auth/session.ts), in one round trip instead of a transaction. */
export async function readOwnProfile(claims: JwtClaims, db?: OwnerDb): Promise<ProfileDto | null> {
  const [row] = (await (db ? runReadAsUser(db, claims, ACCOUNT) : readAsUser(claims, ACCOUNT))) as AccountRow[];
  return row && row.id === claims.sub ? toProfile(row) : null;
}

function toProfile(row: AccountRow): ProfileDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subscriptionStatus: row.subscription_status,
    planName: row.plan_name,
    userType: row.user_type,
    pendingCharges: Number(row.pending_charges),
    planPermissions: row.plan_permissions,
    counts: {
      simulationsThisMonth: Number(row.simulations_this_month),
      companies: Number(row.companies),
      reports: Number(row.reports),
    },
    office:
      row.office_id && row.office_name && row.office_role
        ? { id: row.office_id, name: row.office_name, role: row.office_role, active: row.office_active === true }
        : null,
  };
}
