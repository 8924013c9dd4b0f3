import "server-only";
import { writeAuditLog } from "@/lib/db/admin";
import type { AuditDb, Db } from "@/lib/db/handles";
import { systemSettings } from "@/lib/db/schema";
import { requireAdmin2faByDefault } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { decryptSetting, encryptSetting, settingsEncryptionKey } from "@/lib/security/settings-cipher";
import {
  isSecretKey,
  PLAIN_KEYS,
  SECRET_KEYS,
  SETTING_KEYS,
  SETTINGS,
  type PlainKey,
  type SecretKey,
  type SettingKey,
  type SettingsFormValues,
} from "./definitions";
import { readSettingRows, type StoredSettingRow } from "./server-read";

// Reads and writes system_settings. Run it as an admin under withRls (the table is admin-only) or as the server
// (readSettingRowsAsServer, ./server-read.ts) for readers such as the registration limit. Secrets are written encrypted, bound to their
// key (AAD), and leave this module only as their last four characters.

export type SecretState = { last4: string | null; unreadable: boolean };

/** What the admin screen may see: plain values (defaults filled in) and, per secret, only its last four characters. */
export type SettingsView = {
  values: Record<PlainKey, string>;
  secrets: Record<SecretKey, SecretState>;
};

function openSecret(key: SecretKey, row: StoredSettingRow | undefined): string | null | "unreadable" {
  if (!row?.value) return null;
  if (!row.encrypted) return "unreadable";
  const secret = settingsEncryptionKey();
  return (secret && decryptSetting(secret, key, row.value)) ?? "unreadable";
}

/** "••••" + the last four characters: the only form of a secret that reaches the browser or the audit log. */
export function maskSecret(value: string | null): string | null {
  return value ? `••••${value.slice(-4)}` : null;
}

/** A setting's value when none is stored; 'Exigir 2FA para administradores' depends on the start (lib/env.ts). */
function defaultOf(key: SettingKey): string {
  if (key === "require_admin_2fa") return String(requireAdmin2faByDefault());
  return SETTINGS[key].default;
}

export async function readSettingsView(db: Db): Promise<SettingsView> {
  const rows = await readSettingRows(db, SETTING_KEYS);
  const values = Object.fromEntries(PLAIN_KEYS.map((key) => [key, rows.get(key)?.value ?? defaultOf(key)])) as Record<
    PlainKey,
    string
  >;
  const secrets = Object.fromEntries(
    SECRET_KEYS.map((key) => {
      const plain = openSecret(key, rows.get(key));
      const state: SecretState =
        plain === "unreadable"
          ? { last4: null, unreadable: true }
          : { last4: plain ? plain.slice(-4) : null, unreadable: false };
      return [key, state];
    }),
  ) as Record<SecretKey, SecretState>;
  return { values, secrets };
}

/** One plain setting with its default. */
export async function readSetting(db: Db, key: PlainKey): Promise<string> {
  const rows = await readSettingRows(db, [key]);
  return rows.get(key)?.value ?? defaultOf(key);
}

/** One secret in clear, for a server-side call (a connection test); null when absent or unreadable. */
export async function readSecret(db: Db, key: SecretKey): Promise<string | null> {
  const plain = openSecret(key, (await readSettingRows(db, [key])).get(key));
  return plain === "unreadable" ? null : plain;
}

export type Actor = { actorId: string; ip: string | null };

async function upsert(db: Db, key: SettingKey, value: string | null): Promise<void> {
  const secret = isSecretKey(key);
  let stored = value;
  if (secret && value !== null) {
    const cipherKey = settingsEncryptionKey();
    if (!cipherKey) throw new AppError("unavailable", "adminSettings.errors.noEncryptionKey");
    stored = encryptSetting(cipherKey, key, value);
  }
  await db
    .insert(systemSettings)
    .values({ settingKey: key, settingValue: stored, isEncrypted: secret })
    .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: stored, isEncrypted: secret } });
}

/**
 * 'Salvar Todas': writes every value that changed, in the caller's transaction (all or nothing), and audits each
 * change with its before and after (secrets masked). An empty secret keeps the stored one. Returns the keys written.
 */
export async function saveSettings(db: AuditDb, actor: Actor, input: SettingsFormValues): Promise<SettingKey[]> {
  const rows = await readSettingRows(db, SETTING_KEYS);
  const changed: SettingKey[] = [];
  for (const key of SETTING_KEYS) {
    const next = input[key];
    if (isSecretKey(key)) {
      if (next === "") continue;
      const before = openSecret(key, rows.get(key));
      if (before === next) continue;
      await upsert(db, key, next);
      await audit(db, actor, key, before === "unreadable" ? "(ilegível)" : maskSecret(before), maskSecret(next));
    } else {
      const before = rows.get(key)?.value ?? null;
      if ((before ?? defaultOf(key)) === next) continue;
      await upsert(db, key, next);
      await audit(db, actor, key, before, next);
    }
    changed.push(key);
  }
  return changed;
}

/** Removes a stored secret (the assistant then uses the environment or basic mode). Audited. */
export async function clearSecret(db: AuditDb, actor: Actor, key: SecretKey): Promise<boolean> {
  const before = openSecret(key, (await readSettingRows(db, [key])).get(key));
  if (before === null) return false;
  await upsert(db, key, null);
  await audit(db, actor, key, before === "unreadable" ? "(ilegível)" : maskSecret(before), null);
  return true;
}

async function audit(
  db: AuditDb,
  actor: Actor,
  key: SettingKey,
  before: string | null,
  after: string | null,
): Promise<void> {
  await writeAuditLog(db, {
    actorId: actor.actorId,
    action: isSecretKey(key) ? "settings.secret.update" : "settings.update",
    target: `setting:${key}`,
    details: { before, after },
    ip: actor.ip,
  });
}
