/**
 * A double of Supabase Auth (GoTrue), the external service behind Supabase mode, for tests only: the subset of its
 * REST API (`/auth/v1`) that supabase-js calls from lib/auth/supabase — signup, token (password and refresh_token
 * grants), user (GET, PUT), logout (global, local, others), recover, verify (token_hash), the TOTP factors, the JWKS,
 * and POST /admin/users for seeding; GET /__double/outbox for the mail it keeps instead of sending — over the project's own database (schema auth of platform.sql, written as the
 * service writes it). Built from the API specification and handlers of the public supabase/auth repository; see
 * README.md here for what it leaves out. Real node:http, 127.0.0.1, a random port unless one is given.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { accountRoutes } from "./account-routes";
import {
  ApiError,
  DEFAULT_SETTINGS,
  type Caller,
  type Ctx,
  type DoubleSettings,
  type Reply,
  type Request,
} from "./context";
import { createMailer, type Mailer } from "./mailer";
import { createStore, isBanned, sessionById, userById } from "./store";
import { createSigner, type SigningMode } from "./tokens";
import { userRoutes } from "./user-routes";

export type SupabaseAuthDoubleOptions = {
  /** The project's database, prepared by createSupabaseProjectDatabase (./database.ts). */
  databaseUrl: string;
  /** Auth › URL Configuration › Site URL: the app's APP_URL. */
  siteUrl: string;
  /** ES256 (asymmetric keys, the default of new projects) or HS256 (the legacy JWT secret). */
  signing?: SigningMode;
  jwtSecret?: string;
  settings?: Partial<DoubleSettings>;
  port?: number;
};

export type SupabaseAuthDouble = {
  /** The project URL (NEXT_PUBLIC_SUPABASE_URL); the API is under /auth/v1. */
  url: string;
  /** The publishable key (NEXT_PUBLIC_SUPABASE_ANON_KEY). */
  anonKey: string;
  /** The secret key: only POST /admin/users takes it. */
  serviceKey: string;
  settings: DoubleSettings;
  mailer: Mailer;
  /** Every request, in order ("POST /token?grant_type=password"). */
  requests: string[];
  /** Requests to paths this double does not implement: a supabase-js call the app makes that it does not know. */
  unknown: string[];
  /** Forgets what the rate limits counted so far. */
  resetRateLimits(): void;
  close(): Promise<void>;
};

const ANON_KEY = "sb_publishable_double_0123456789abcdef";
const SERVICE_KEY = "sb_secret_double_0123456789abcdef";
const WINDOW_MS = 5 * 60_000;

export async function startSupabaseAuthDouble(options: SupabaseAuthDoubleOptions): Promise<SupabaseAuthDouble> {
  const settings: DoubleSettings = {
    ...DEFAULT_SETTINGS,
    ...options.settings,
    rateLimits: { ...DEFAULT_SETTINGS.rateLimits, ...options.settings?.rateLimits },
  };
  const requests: string[] = [];
  const unknown: string[] = [];
  const counters = new Map<string, number[]>();
  const count = (key: string, limit: number, windowMs: number, message: string) => {
    const now = Date.now();
    const recent = (counters.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= limit)
      throw new ApiError(
        429,
        message === "email" ? "over_email_send_rate_limit" : "over_request_rate_limit",
        message === "email" ? "email rate limit exceeded" : "Request rate limit reached",
      );
    recent.push(now);
    counters.set(key, recent);
  };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ctx: Ctx = {
    siteUrl: options.siteUrl,
    settings,
    signer: await createSigner(options.signing ?? "ES256", `${url}/auth/v1`, options.jwtSecret),
    mailer: createMailer(options.siteUrl),
    store: createStore(options.databaseUrl),
    limit: (kind, ip) => count(`${kind}|${ip}`, settings.rateLimits[kind], WINDOW_MS, kind),
    limitEmail: () => count("email", settings.rateLimits.emailsPerHour, 3_600_000, "email"),
  };

  async function caller(req: Request): Promise<Caller> {
    const auth = req.headers.authorization;
    const token = typeof auth === "string" && auth.startsWith("Bearer ") ? auth.slice(7) : "";
    if (!token) throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    const claims = await ctx.signer.verify(token);
    if (!claims)
      throw new ApiError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token is expired");
    return ctx.store.tx(async (sql) => {
      const user = await userById(sql, claims.sub);
      if (!user) throw new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
      if (isBanned(user)) throw new ApiError(403, "user_banned", "User is banned");
      const session = claims.session_id ? await sessionById(sql, claims.session_id) : undefined;
      if (claims.session_id && !session)
        throw new ApiError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
      return { claims, user, session: session ?? null, token };
    });
  }

  async function route(req: Request): Promise<Reply> {
    if (req.method === "GET" && req.path === "/.well-known/jwks.json") return { status: 200, body: ctx.signer.jwks };
    if (req.method === "GET" && req.path === "/health") return { status: 200, body: { name: "GoTrue double" } };
    const apikey = req.headers.apikey;
    if (req.method === "GET" && req.path === "/__double/outbox") {
      // The double's own window on what it "sent" (no such route at Supabase): for a process that did not start it.
      if (apikey !== SERVICE_KEY) throw new ApiError(401, "no_authorization", "Invalid API key");
      const kind = req.query.get("kind") as "confirmation" | "recovery" | "email_change" | null;
      const mail = ctx.mailer.latest(req.query.get("to") ?? "", kind ?? undefined);
      if (!mail) throw new ApiError(404, "not_found", "No such e-mail");
      return { status: 200, body: mail };
    }
    if (req.path.startsWith("/admin/")) {
      if (apikey !== SERVICE_KEY) throw new ApiError(401, "no_authorization", "Invalid API key");
    } else if (apikey !== ANON_KEY && apikey !== SERVICE_KEY) {
      throw new ApiError(401, "no_authorization", "Invalid API key");
    }
    const open = accountRoutes[`${req.method} ${req.path}`];
    if (open) return open(ctx, req);
    const signedIn = userRoutes.find(([method, pattern]) => method === req.method && pattern.test(req.path));
    if (signedIn) return signedIn[2](ctx, req, await caller(req));
    unknown.push(`${req.method} ${req.path}`);
    throw new ApiError(404, "not_found", "Not found");
  }

  server.on("request", (incoming, res) => {
    let raw = "";
    incoming.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    incoming.on("end", () => {
      const target = new URL(incoming.url ?? "/", url);
      requests.push(`${incoming.method} ${target.pathname}${target.search}`);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      if (!target.pathname.startsWith("/auth/v1/")) return send(404, { code: "not_found", message: "Not found" });
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(400, { code: "bad_json", message: "Could not parse request body as JSON" });
      }
      const req: Request = {
        method: incoming.method ?? "GET",
        path: target.pathname.slice("/auth/v1".length),
        query: target.searchParams,
        body,
        headers: incoming.headers,
        ip: incoming.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "127.0.0.1",
      };
      route(req).then(
        (reply) => send(reply.status, reply.body),
        (error: unknown) => {
          if (error instanceof ApiError) {
            const { cause: _cause, ...extra } = error.extra;
            return send(error.status, { code: error.code, message: error.message, ...extra });
          }
          console.error("[supabase-auth double]", error);
          send(500, { code: "unexpected_failure", message: "Unexpected failure" });
        },
      );
    });
  });

  return {
    url,
    anonKey: ANON_KEY,
    serviceKey: SERVICE_KEY,
    settings,
    mailer: ctx.mailer,
    requests,
    unknown,
    resetRateLimits: () => counters.clear(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.store.close();
    },
  };
}

export { TEMPLATE_LINKS } from "./mailer";
export { createSupabaseProjectDatabase } from "./database";
