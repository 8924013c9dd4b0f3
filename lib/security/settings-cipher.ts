import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { env, settingsKeyBytes } from "@/lib/env";
import { embeddedSettingsKey } from "./settings-key-file";

// Secrets in system_settings (docs/decisions.md §11): AES-256-GCM with a fresh 12-byte IV per write and the setting's
// key as additional authenticated data, so a ciphertext copied onto another setting does not decrypt.
// Envelope: "v1.<iv>.<tag>.<ciphertext>" (base64url); the version names the algorithm and key layout.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The 256-bit key: SETTINGS_ENCRYPTION_KEY, or in embedded mode (no DATABASE_URL) the key generated once into the
 * data dir. null only with a DATABASE_URL and no key, which a production start refuses (lib/env.ts).
 */
export function settingsEncryptionKey(): Buffer | null {
  const e = env();
  if (e.SETTINGS_ENCRYPTION_KEY) return settingsKeyBytes(e.SETTINGS_ENCRYPTION_KEY);
  return e.DATABASE_URL ? null : embeddedSettingsKey();
}

/** Encrypts a setting's value, bound to its key (AAD). */
export function encryptSetting(key: Buffer, settingKey: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(settingKey, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

/**
 * The plaintext of an envelope written by encryptSetting for the same setting key, or null when it is not one:
 * another version, a wrong key, another setting's ciphertext, or any tampering (the tag must be 16 bytes:
 * without authTagLength Node would accept a truncated, forgeable tag).
 */
export function decryptSetting(key: Buffer, settingKey: string, envelope: string): string | null {
  const parts = envelope.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [iv, tag, body] = parts.slice(1).map((p) => Buffer.from(p, "base64url"));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(settingKey, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
