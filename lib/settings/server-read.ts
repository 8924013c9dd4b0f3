import "server-only";
import { inArray } from "drizzle-orm";
import { runWithServiceRole } from "@/lib/db/admin";
import type { Db, OwnerDb } from "@/lib/db/handles";
import { systemSettings } from "@/lib/db/schema";

export type StoredSettingRow = { value: string | null; encrypted: boolean };

/** The stored rows of `keys`, by key, through any handle that may read system_settings (service role, an admin). */
export async function readSettingRows(db: Db, keys: readonly string[]): Promise<Map<string, StoredSettingRow>> {
  const rows = await db
    .select({
      key: systemSettings.settingKey,
      value: systemSettings.settingValue,
      encrypted: systemSettings.isEncrypted,
    })
    .from(systemSettings)
    .where(inArray(systemSettings.settingKey, [...keys]));
  return new Map(rows.map((r) => [r.key, { value: r.value, encrypted: r.encrypted }]));
}

/**
 * The rows of `keys`, read as the server: system_settings is admin-only under RLS, and these readers have no admin
 * (proxy.ts's switches, the assistant, the reform scenarios of the public calculator). The one place that opens a
 * service-role transaction to read settings.
 */
export function readSettingRowsAsServer(db: OwnerDb, keys: readonly string[]): Promise<Map<string, StoredSettingRow>> {
  return runWithServiceRole(db, (tx) => readSettingRows(tx, keys));
}
