import "server-only";
import { env } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import type { Db, OwnerDb } from "@/lib/db/handles";
import { decryptSetting, settingsEncryptionKey } from "@/lib/security/settings-cipher";
import { readSettingRows, readSettingRowsAsServer } from "@/lib/settings/server-read";

// The assistant's configuration: the admin settings (system_settings) first, then the environment, then the
// defaults of docs/decisions.md, S4. The admin settings screen writes these keys; until it exists,
// this module is the one reader. The key never leaves the server.

export const AI_SETTING_KEYS = {
  apiKey: "openai_api_key",
  model: "openai_model",
  baseUrl: "openai_base_url",
  maxTokens: "openai_max_tokens",
  temperature: "openai_temperature",
  dailyLimit: "ai_daily_limit_per_user",
  monthlyLimit: "ai_monthly_limit",
} as const;

export const AI_DEFAULTS = {
  /** docs/decisions.md, S4; also seeded in system_settings (supabase/seed.sql). */
  model: "gpt-4",
  maxTokens: 2000,
  temperature: 0.7,
  dailyLimitPerUser: 100,
  monthlyLimit: 10_000,
} as const;

export type AiKeySource = "setting" | "env";

export type AiSettings = {
  /** null: no key anywhere, the assistant runs in basic mode. */
  apiKey: string | null;
  keySource: AiKeySource | null;
  model: string;
  baseURL: string | undefined;
  /**
   * The base URL came from OPENAI_BASE_URL (the operator's own configuration, which may name a model server on the
   * private network, e.g. Ollama); a base URL saved in the admin settings may only reach public addresses.
   */
  baseUrlFromEnv: boolean;
  maxTokens: number;
  temperature: number;
  dailyLimitPerUser: number;
  monthlyLimit: number;
};

export type StoredSetting = { value: string | null; encrypted: boolean };

function intIn(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^\d{1,9}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : undefined;
}

function temperatureOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d(?:[.,]\d{1,2})?$/.test(text.trim())) return undefined;
  const n = Number(text.trim().replace(",", "."));
  return n >= 0 && n <= 2 ? n : undefined;
}

function baseUrlOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString().replace(/\/$/, "") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Settings from the stored rows and the environment. An encrypted value that does not decrypt (no
 * SETTINGS_ENCRYPTION_KEY, another key, tampering) counts as absent and is reported through `onUnreadable`.
 */
export function resolveAiSettings(
  rows: ReadonlyMap<string, StoredSetting>,
  onUnreadable: (key: string) => void = () => {},
): AiSettings {
  const e = env();
  const plain = (key: string): string | undefined => {
    const row = rows.get(key);
    if (!row?.value) return undefined;
    if (!row.encrypted) return row.value.trim() || undefined;
    const secret = settingsEncryptionKey();
    const value = secret ? decryptSetting(secret, key, row.value) : null;
    if (value === null) onUnreadable(key);
    return value?.trim() || undefined;
  };
  const storedKey = plain(AI_SETTING_KEYS.apiKey);
  const apiKey = storedKey ?? e.OPENAI_API_KEY ?? null;
  // Model and server go with the key: an environment key uses OPENAI_MODEL and OPENAI_BASE_URL first (a
  // compatible server names its own models), a stored key the stored ones.
  const storedModel = plain(AI_SETTING_KEYS.model);
  const storedBase = baseUrlOf(plain(AI_SETTING_KEYS.baseUrl));
  const envBase = e.OPENAI_BASE_URL?.replace(/\/$/, "");
  const fromEnv = !storedKey && Boolean(e.OPENAI_API_KEY);
  return {
    apiKey,
    keySource: storedKey ? "setting" : apiKey ? "env" : null,
    model: (fromEnv ? (e.OPENAI_MODEL ?? storedModel) : (storedModel ?? e.OPENAI_MODEL)) ?? AI_DEFAULTS.model,
    baseURL: fromEnv ? (envBase ?? storedBase) : (storedBase ?? envBase),
    baseUrlFromEnv: fromEnv ? Boolean(envBase) : !storedBase && Boolean(envBase),
    maxTokens: intIn(plain(AI_SETTING_KEYS.maxTokens), 1, 128_000) ?? AI_DEFAULTS.maxTokens,
    temperature: temperatureOf(plain(AI_SETTING_KEYS.temperature)) ?? AI_DEFAULTS.temperature,
    dailyLimitPerUser:
      intIn(plain(AI_SETTING_KEYS.dailyLimit), 0, 1_000_000) ??
      e.AI_DAILY_MESSAGE_LIMIT ??
      AI_DEFAULTS.dailyLimitPerUser,
    monthlyLimit:
      intIn(plain(AI_SETTING_KEYS.monthlyLimit), 0, 100_000_000) ??
      e.AI_MONTHLY_MESSAGE_LIMIT ??
      AI_DEFAULTS.monthlyLimit,
  };
}

/** The stored assistant settings (any db that may read system_settings: service role, or an admin under RLS). */
export function readAiSettingRows(db: Db): Promise<Map<string, StoredSetting>> {
  return readSettingRows(db, Object.values(AI_SETTING_KEYS));
}

/** The assistant's settings for a request. system_settings is admin-only under RLS, so this reads as the server. */
export async function loadAiSettings(db?: OwnerDb): Promise<AiSettings> {
  const rows = await readSettingRowsAsServer(db ?? (await getDb()), Object.values(AI_SETTING_KEYS));
  return resolveAiSettings(rows, (key) =>
    console.error(`[ai] the encrypted setting ${key} could not be decrypted; using the environment`),
  );
}
