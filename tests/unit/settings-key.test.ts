import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { env, resetEnvCache } = await import("@/lib/env");
const { decryptSetting, encryptSetting, settingsEncryptionKey } = await import("@/lib/security/settings-cipher");
const { settingsKeyFile } = await import("@/lib/security/settings-key-file");

const dirs: string[] = [];
function withEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  resetEnvCache();
}
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tc-key-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the settings encryption key", () => {
  it("embedded mode: generated once into the data dir with mode 0600, then reused", () => {
    const dir = freshDataDir();
    withEnv({ SETTINGS_ENCRYPTION_KEY: undefined, DATABASE_URL: undefined, PGLITE_DATA_DIR: path.join(dir, "pglite") });
    expect(settingsKeyFile()).toBe(path.join(dir, "pglite", "settings.key"));
    const key = settingsEncryptionKey();
    expect(key).toHaveLength(32);
    expect(statSync(settingsKeyFile()).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(settingsKeyFile(), "utf8").trim(), "base64").equals(key!)).toBe(true);
    const envelope = encryptSetting(key!, "openai_api_key", "sk-segredo");
    expect(decryptSetting(settingsEncryptionKey()!, "openai_api_key", envelope)).toBe("sk-segredo");
  });

  it("two instances with data dirs side by side get keys of their own, inside each data dir", () => {
    const parent = freshDataDir();
    withEnv({ SETTINGS_ENCRYPTION_KEY: undefined, DATABASE_URL: undefined, PGLITE_DATA_DIR: path.join(parent, "a") });
    const a = settingsEncryptionKey()!;
    expect(settingsKeyFile()).toBe(path.join(parent, "a", "settings.key"));
    withEnv({ PGLITE_DATA_DIR: path.join(parent, "b") });
    const b = settingsEncryptionKey()!;
    expect(settingsKeyFile()).toBe(path.join(parent, "b", "settings.key"));
    expect(a.equals(b)).toBe(false);
    expect(existsSync(path.join(parent, "settings.key"))).toBe(false);
  });

  it("an existing key file is used as it is (one an earlier version left beside the data dir is copied in); a damaged one fails clearly", () => {
    const dir = freshDataDir();
    const key = Buffer.alloc(32, 7);
    writeFileSync(path.join(dir, "settings.key"), key.toString("base64"));
    withEnv({ SETTINGS_ENCRYPTION_KEY: undefined, DATABASE_URL: undefined, PGLITE_DATA_DIR: path.join(dir, "pglite") });
    expect(settingsEncryptionKey()!.equals(key)).toBe(true);
    expect(readFileSync(path.join(dir, "pglite", "settings.key"), "utf8")).toBe(key.toString("base64"));
    expect(statSync(path.join(dir, "pglite", "settings.key")).mode & 0o777).toBe(0o600);

    const other = freshDataDir();
    mkdirSync(path.join(other, "pglite"));
    writeFileSync(path.join(other, "pglite", "settings.key"), "curta");
    withEnv({ PGLITE_DATA_DIR: path.join(other, "pglite") });
    expect(() => settingsEncryptionKey()).toThrow(/settings\.key não contém uma chave/);
  });

  it("SETTINGS_ENCRYPTION_KEY wins; with a DATABASE_URL and no key there is none", () => {
    const key = Buffer.alloc(32, 3);
    withEnv({ SETTINGS_ENCRYPTION_KEY: key.toString("base64"), DATABASE_URL: "postgres://db/x" });
    expect(settingsEncryptionKey()!.equals(key)).toBe(true);
    withEnv({ SETTINGS_ENCRYPTION_KEY: undefined });
    expect(settingsEncryptionKey()).toBeNull();
  });

  it("a production start with a DATABASE_URL and no key stops with a clear message (the build does not)", () => {
    withEnv({
      NODE_ENV: "production",
      APP_URL: "https://app.example",
      DATABASE_URL: "postgres://db/x",
      AUTH_SECRET: "a".repeat(32),
      SETTINGS_ENCRYPTION_KEY: undefined,
      NEXT_PHASE: undefined,
    });
    expect(() => env()).toThrow(/defina SETTINGS_ENCRYPTION_KEY/);
    withEnv({ NEXT_PHASE: "phase-production-build" });
    expect(() => env()).not.toThrow();
    withEnv({ NEXT_PHASE: undefined, SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64") });
    expect(() => env()).not.toThrow();
  });
});
