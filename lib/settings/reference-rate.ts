import "server-only";
import { eq } from "drizzle-orm";
import { revalidateTag, unstable_cache } from "next/cache";
import { writeAuditLog } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { AuditDb, Db, OwnerDb } from "@/lib/db/handles";
import { systemSettings } from "@/lib/db/schema";
import type { ReferenceScenario } from "@/lib/tax/reform/types";
import {
  OFFICIAL_RATE_SETTING,
  parseOfficialRate,
  referenceScenariosWith,
  type OfficialRate,
} from "./reference-rate-schema";
import { readSettingRowsAsServer } from "./server-read";
import type { Actor } from "./store";

// The official CBS/IBS reference rate (LC 214/2025 art. 349) as an admin setting, and THE list of reference-rate
// scenarios every reform caller uses (the /reforma-tributaria screen, the public calculator, the API, the dossier,
// the assistant): the official rate first once it exists, then the built-in estimates of lib/tax.

/** The stored official rate, or null while none is published (or the row does not parse). */
export async function readOfficialRate(db: Db): Promise<OfficialRate | null> {
  const [row] = await db
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, OFFICIAL_RATE_SETTING));
  return parseOfficialRate(row?.value);
}

/**
 * Saves (or, with null, removes) the official rate in the caller's transaction, as an admin under withRls, and
 * audits the change with its before and after. Returns false when nothing changed (no audit entry then).
 */
export async function saveOfficialRate(db: AuditDb, actor: Actor, next: OfficialRate | null): Promise<boolean> {
  const before = await readOfficialRate(db);
  if (JSON.stringify(before) === JSON.stringify(next)) return false;
  const value = next === null ? null : JSON.stringify(next);
  await db
    .insert(systemSettings)
    .values({
      settingKey: OFFICIAL_RATE_SETTING,
      settingValue: value,
      isEncrypted: false,
      description: "Alíquota de referência oficial da CBS/IBS (LC 214/2025 art. 349)",
    })
    .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: value, isEncrypted: false } });
  await writeAuditLog(db, {
    actorId: actor.actorId,
    action: "settings.reform_reference_rate.update",
    target: `setting:${OFFICIAL_RATE_SETTING}`,
    details: { before, after: next },
    ip: actor.ip,
  });
  return true;
}

/**
 * THE reference-rate scenarios for any reform calculation, read as the server (system_settings is admin-only under
 * RLS, and the public calculator has no user): `[official (if set), ...REFERENCE_SCENARIOS]`, the default estimate
 * first when no official rate exists.
 */
export async function getReferenceScenarios(db: OwnerDb): Promise<ReferenceScenario[]> {
  const rows = await readSettingRowsAsServer(db, [OFFICIAL_RATE_SETTING]);
  const official = parseOfficialRate(rows.get(OFFICIAL_RATE_SETTING)?.value);
  return referenceScenariosWith(official);
}

/** Cache tag of the scenarios a page renders with: saving or clearing the official rate expires it. */
export const REFERENCE_SCENARIOS_CACHE_TAG = "reform-reference-scenarios";

/**
 * getReferenceScenarios from Next's data cache, for a page that only shows them (/reforma-tributaria): the official
 * rate changes a few times a year, where each render paid a service-role transaction for it. The calculations
 * themselves (the actions, the API, the assistant, the reports) still read it fresh. Another instance sees a change
 * within 5 minutes, as the price list (lib/billing/plans-cache.ts).
 */
export const getCachedReferenceScenarios = unstable_cache(
  async () => getReferenceScenarios(await getDb()),
  ["reform-reference-scenarios"],
  { tags: [REFERENCE_SCENARIOS_CACHE_TAG], revalidate: 300 },
);

/** After the official rate is saved or cleared: the cached scenarios expire now. */
export function revalidateReferenceScenarios(): void {
  revalidateTag(REFERENCE_SCENARIOS_CACHE_TAG, { expire: 0 });
}
