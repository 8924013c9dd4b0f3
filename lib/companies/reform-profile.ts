import "server-only";
import type { Db } from "@/lib/db/client";
import { companyReformProfiles } from "@/lib/db/schema";
import type { ReformProfile, ReformProfileInput } from "./reform-profile-schema";

const money = (v: number | null) => (v === null ? null : v.toFixed(2));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The profile's columns as a company query selects them (left-joined: all null when there is no row). */
export const reformProfileColumns = {
  profileCompanyId: companyReformProfiles.companyId,
  creditingBuyersPercent: companyReformProfiles.creditingBuyersPercent,
  purchasesRegular: companyReformProfiles.purchasesRegular,
  purchasesSimples: companyReformProfiles.purchasesSimples,
  reduction: companyReformProfiles.reduction,
  sublimiteExceeded: companyReformProfiles.sublimiteExceeded,
  regularOption: companyReformProfiles.regularOption,
  profileSource: companyReformProfiles.source,
  profileUpdatedAt: companyReformProfiles.updatedAt,
};

type ProfileRow = { [K in keyof typeof reformProfileColumns]: unknown };

/** The profile of a joined row; null when the company has none. */
export function reformProfileOf(r: ProfileRow): ReformProfile | null {
  if (r.profileCompanyId === null || r.profileCompanyId === undefined) return null;
  return {
    creditingBuyersPercent: num(r.creditingBuyersPercent),
    purchasesRegular: num(r.purchasesRegular),
    purchasesSimples: num(r.purchasesSimples),
    reduction: (r.reduction as ReformProfile["reduction"]) ?? null,
    sublimiteExceeded: (r.sublimiteExceeded as boolean | null) ?? null,
    regularOption: (r.regularOption as boolean | null) ?? null,
    source: r.profileSource as ReformProfile["source"],
    updatedAt: new Date(r.profileUpdatedAt as string | Date).toISOString(),
  };
}

const assumptions = (input: Pick<ReformProfileInput, SimulatedField>) => ({
  creditingBuyersPercent: input.creditingBuyersPercent === null ? null : input.creditingBuyersPercent.toFixed(2),
  purchasesRegular: money(input.purchasesRegular),
  purchasesSimples: money(input.purchasesSimples),
  reduction: input.reduction,
});

/** The fields a saved reform simulation states (the sublimite and the option made are the company's, not a what-if's). */
type SimulatedField = "creditingBuyersPercent" | "purchasesRegular" | "purchasesSimples" | "reduction";

/**
 * Stores a company's reform profile as typed on the company form or sent by the API (insert or replace). Run under
 * withRls as the owner: the policies refuse a company of another user. `companyId` must be the user's.
 */
export async function saveReformProfile(
  db: Db,
  userId: string,
  companyId: string,
  input: ReformProfileInput,
): Promise<void> {
  const values = {
    ...assumptions(input),
    sublimiteExceeded: input.sublimiteExceeded,
    regularOption: input.regularOption,
    source: "informed" as const,
    simulationId: null,
  };
  await db
    .insert(companyReformProfiles)
    .values({ companyId, userId, ...values })
    .onConflictDoUpdate({ target: companyReformProfiles.companyId, set: values });
}

/**
 * Fills the profile from a reform simulation just saved for the company (its share, purchases and reduction; the
 * sublimite and the option already made stay as they were): the newest statement of the company's assumptions is
 * the one every screen reads. Run under withRls as the owner, in the save's transaction.
 */
export async function fillReformProfileFromSimulation(
  db: Db,
  userId: string,
  companyId: string,
  simulationId: string,
  input: Pick<ReformProfileInput, SimulatedField>,
): Promise<void> {
  const values = { ...assumptions(input), source: "simulation" as const, simulationId };
  await db
    .insert(companyReformProfiles)
    .values({ companyId, userId, ...values })
    .onConflictDoUpdate({ target: companyReformProfiles.companyId, set: values });
}
