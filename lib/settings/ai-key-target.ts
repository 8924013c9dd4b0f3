import "server-only";
import type { Db } from "@/lib/db/handles";
import { env } from "@/lib/env";
import { readSettingRows } from "./server-read";
import { readSecret } from "./store";

// The model key goes only where it was sent when it was saved. An administrator who types another base URL (in the
// 'Testar conexão' button or in 'Salvar Todas') types the key again: otherwise the stored key, or the operator's
// OPENAI_API_KEY, would go to any public server a hijacked admin session names, and come back in its logs.

/** A base URL as compared: trimmed, without trailing slashes; empty when none (the provider's default). */
const normalised = (url: string | null | undefined) => (url ?? "").trim().replace(/\/+$/, "");

/** The stored key and the base URL stored with it (empty: the default). */
export async function storedAiTarget(db: Db): Promise<{ apiKey: string | null; baseUrl: string }> {
  const rows = await readSettingRows(db, ["openai_base_url"]);
  return { apiKey: await readSecret(db, "openai_api_key"), baseUrl: normalised(rows.get("openai_base_url")?.value) };
}

/**
 * True when `baseUrl` is not the stored one while a key not typed now would be sent there: the stored key, or the
 * environment's key when OPENAI_BASE_URL does not pin its server (the assistant then uses the stored base URL).
 */
export async function keyMustBeRetyped(db: Db, baseUrl: string, typedKey: string): Promise<boolean> {
  if (typedKey.trim()) return false;
  const stored = await storedAiTarget(db);
  if (normalised(baseUrl) === stored.baseUrl) return false;
  const e = env();
  return Boolean(stored.apiKey) || (Boolean(e.OPENAI_API_KEY) && !e.OPENAI_BASE_URL);
}
