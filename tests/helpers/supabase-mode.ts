/**
 * Supabase mode for an integration suite: a database shaped like a new Supabase project on the PostgreSQL test
 * cluster, migrated by the app's own migrator, the Supabase Auth double serving it, and the environment the app reads
 * in Supabase mode (NEXT_PUBLIC_SUPABASE_URL and the publishable key, DATABASE_URL, APP_URL). The suite mocks
 * "@/lib/db/client" with `getDb: async () => mode.db` (see tests/integration/supabase-*.test.ts).
 */
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { vi } from "vitest";
import type { CookieJar } from "@/lib/auth/types";
import type { OwnerDb } from "@/lib/db/handles";
import { postgresExecutor } from "@/lib/db/executor";
import { applyMigrations } from "@/lib/db/migrate";
import * as schema from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";
import { DEPLOY_GUIDE_RATE_LIMITS, type DoubleSettings } from "../doubles/supabase-auth/context";
import {
  createSupabaseProjectDatabase,
  startSupabaseAuthDouble,
  type SupabaseAuthDouble,
} from "../doubles/supabase-auth";
import type { SigningMode } from "../doubles/supabase-auth/tokens";

export const APP_URL = "http://127.0.0.1:3899";

export type SupabaseMode = {
  auth: SupabaseAuthDouble;
  /** The owner connection to the project's database (checks and arrangements). */
  db: OwnerDb;
  sql: postgres.Sql;
  close(): Promise<void>;
};

export async function startSupabaseMode(
  signing: SigningMode = "ES256",
  settings: Partial<DoubleSettings> = {},
): Promise<SupabaseMode> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("TEST_DATABASE_URL is not set");
  const database = await createSupabaseProjectDatabase(server);
  const sql = postgres(database.url, { max: 4, onnotice: () => {} });
  await applyMigrations(postgresExecutor(sql));
  const auth = await startSupabaseAuthDouble({
    databaseUrl: database.url,
    siteUrl: APP_URL,
    signing,
    jwtSecret: signing === "HS256" ? "super-secret-jwt-token-with-at-least-32-characters" : undefined,
    settings: { rateLimits: DEPLOY_GUIDE_RATE_LIMITS, ...settings },
  });
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", auth.url);
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", auth.anonKey);
  vi.stubEnv("DATABASE_URL", database.url);
  vi.stubEnv("APP_URL", APP_URL);
  resetEnvCache();
  return {
    auth,
    db: drizzle(sql, { schema }) as unknown as OwnerDb,
    sql,
    async close() {
      vi.unstubAllEnvs();
      resetEnvCache();
      await auth.close();
      await sql.end();
      await database.drop();
    },
  };
}

/** A browser's cookies: what @supabase/ssr writes through the adapter's jar, kept between calls. */
export function memoryJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    all: () => [...values].map(([name, value]) => ({ name, value })),
    get: (name) => values.get(name),
    set: (name, value, options) =>
      options.maxAge === 0 || value === "" ? values.delete(name) : values.set(name, value),
  };
}

/** The link of the newest e-mail of this kind to this address, as /auth/confirm receives it. */
export function confirmLink(auth: SupabaseAuthDouble, to: string, kind: "confirmation" | "recovery" | "email_change") {
  const mail = auth.mailer.latest(to, kind);
  if (!mail) throw new Error(`no ${kind} e-mail to ${to}`);
  const link = new URL(mail.link);
  return {
    link,
    tokenHash: link.searchParams.get("token_hash")!,
    type: link.searchParams.get("type")!,
    next: link.searchParams.get("next")!,
  };
}

/**
 * Rewrites the session @supabase/ssr keeps in the jar's cookies (chunked, "base64-" + base64url JSON) as a visitor
 * can rewrite their own browser's cookies: only the access token in it is signed.
 */
export function tamperSession(
  jar: ReturnType<typeof memoryJar>,
  edit: (session: Record<string, unknown>) => void,
): void {
  const names = [...jar.values.keys()].filter((n) => /^sb-.*-auth-token(\.\d+)?$/.test(n)).sort();
  const key = names[0].replace(/\.\d+$/, "");
  const raw = names.map((n) => jar.values.get(n)!).join("");
  const session = JSON.parse(Buffer.from(raw.replace(/^base64-/, ""), "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  edit(session);
  for (const n of names) jar.values.delete(n);
  jar.values.set(key, `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`);
}

/** The refresh token stored in the jar's session cookies. */
export function refreshTokenIn(jar: ReturnType<typeof memoryJar>): string {
  let token = "";
  tamperSession(jar, (s) => (token = String(s.refresh_token)));
  return token;
}

/** An account made by the operator through the Auth admin API (POST /admin/users), confirmed; answers its id. */
export async function createConfirmedUser(
  mode: SupabaseMode,
  email: string,
  password: string,
  name = "Conta de Teste",
) {
  const response = await fetch(`${mode.auth.url}/auth/v1/admin/users`, {
    method: "POST",
    headers: { apikey: mode.auth.serviceKey, "content-type": "application/json" },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { name, user_type: "subscriber" } }),
  });
  if (!response.ok) throw new Error(`admin/users answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
