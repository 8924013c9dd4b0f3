import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { settingsKeyBytes } from "@/lib/env";
import { instanceSecretPath } from "./instance-secret";

// Embedded mode (no DATABASE_URL): the settings key lives in the embedded database's data dir, generated once,
// readable by the owner only (./instance-secret.ts). Losing the file makes the stored secrets unreadable (they are then entered again), exactly
// like losing SETTINGS_ENCRYPTION_KEY.

let cached: { file: string; key: Buffer } | undefined;

/** `<data dir>/settings.key` (`.data/pglite/settings.key` by default). */
export function settingsKeyFile(): string {
  return instanceSecretPath("settings.key");
}

/** The key of the key file, created (mode 0600, exclusive) when absent. Throws when the file exists but is not a key. */
export function embeddedSettingsKey(): Buffer {
  const file = settingsKeyFile();
  if (cached?.file === file) return cached.key;
  let text: string | null = null;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (text === null) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": another process that got there first keeps its key; we then read that one.
      writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    text = readFileSync(file, "utf8");
  }
  const key = settingsKeyBytes(text);
  if (!key)
    throw new Error(
      `${file} não contém uma chave de 32 bytes em base64; apague-o (as chaves salvas no painel precisarão ser informadas de novo) ou defina SETTINGS_ENCRYPTION_KEY.`,
    );
  cached = { file, key };
  return key;
}
