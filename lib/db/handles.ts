import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * Any Drizzle database or transaction over our schema. Query and mutation functions take this first,
 * `(db, params)`, so the same function runs under RLS, as service role, or in a test.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

declare const privilege: unique symbol;
type Handle<P extends "owner" | "rls" | "anon" | "service"> = Db & { readonly [privilege]: P };

/**
 * The connection as table owner: row-level security does NOT apply to queries run on it directly. Queries on it
 * are for migrations, the local auth adapter and its outbox; privileged server code (webhooks, jobs, registration,
 * the sandbox provider) takes it only to open service-role transactions on it; user code gets one of these:
 */
export type OwnerDb = Handle<"owner">;
/** A transaction as role `authenticated` with a user's verified claims (lib/db/rls.ts): the policies apply. */
export type RlsDb = Handle<"rls">;
/** A transaction as role `anon` (public reads). */
export type AnonDb = Handle<"anon">;
/** A transaction as `service_role` (lib/db/admin.ts): webhooks, jobs and audited admin code only. */
export type ServiceDb = Handle<"service">;
/**
 * A transaction that may append to the audit log: service role, or an administrator's own RLS transaction (the
 * audit_log policy admits only an administrator writing in their own name). Never the owner connection.
 */
export type AuditDb = ServiceDb | RlsDb;
