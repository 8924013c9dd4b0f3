import "server-only";
import { authenticateApiKey } from "@/lib/api/keys";
import { adminTwoFactorRequired, adminTwoFactorState } from "@/lib/auth/admin-two-factor";
import { getClaims, getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import type { AuthClaims } from "@/lib/auth/types";
import { getDb, type OwnerDb } from "@/lib/db/client";
import type { PlanPermissions } from "@/lib/db/enums";
import { take, type RateLimit } from "@/lib/db/rate-limits";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { env } from "@/lib/env";
import type { AppErrorCode, MessageKey } from "@/lib/errors";
import { getMyPermissions } from "@/lib/plans/queries";
import { clientNetworkOf } from "@/lib/security/client-address";
import { sameSecret } from "@/lib/security/secret";

// Who may call a route handler, one resolver per kind of caller. A resolver answers the caller's context or a
// refusal (an AppErrorCode with its message and headers); the pipeline (./index.ts) writes the response.

/** How a route authenticates its caller. */
export type Auth = "visitor" | "session" | "admin" | "apiKey" | "cron" | WebhookAuth;
type Kind = Exclude<Auth, WebhookAuth> | "webhook";

/**
 * A provider's delivery: `header` compared in constant time with `secret()` (null: no delivery is accepted).
 * Refusals are counted per address with `refusals`, and past the limit answered 429 instead of 401, so a token
 * cannot be guessed at speed; a right token is never counted nor refused.
 */
export type WebhookAuth = { kind: "webhook"; header: string; secret: () => string | null; refusals: RateLimit };

/** Why a caller is refused: the code, its message when not the code's default, and headers to answer with. */
export type Refusal = {
  refused: AppErrorCode;
  detail?: { key: MessageKey; values?: Record<string, number> };
  headers?: Record<string, string>;
};

/**
 * THE answer past a limit (a caller's failures, a route's rate limit): 429 with Retry-After, the wait given to the
 * message as {seconds} and {minutes}.
 */
export function rateLimited(wait: number, key: MessageKey = "auth.errors.rateLimitedFor"): Refusal {
  return {
    refused: "rate_limited",
    detail: { key, values: { seconds: wait, minutes: Math.max(1, Math.ceil(wait / 60)) } },
    headers: { "Retry-After": String(wait) },
  };
}

/** What the handler learns of its caller. */
export type CallerOf<A extends Auth> = A extends "session"
  ? { claims: AuthClaims }
  : A extends "admin"
    ? { user: CurrentUser }
    : A extends "apiKey"
      ? { claims: JwtClaims; permissions: PlanPermissions; keyId: string }
      : A extends "cron" | WebhookAuth
        ? { db: OwnerDb }
        : object;

/** Requests with a missing or wrong API key per address: a key cannot be guessed at speed. */
export const API_AUTH_FAILURES: RateLimit = { name: "api-auth-fail-ip", limit: 30, windowMs: 15 * 60 * 1000 };
/** Requests to a job route with a missing or wrong CRON_SECRET per address: the secret cannot be guessed at speed. */
export const CRON_AUTH_FAILURES: RateLimit = { name: "cron-auth-fail-ip", limit: 20, windowMs: 15 * 60 * 1000 };

export function bearer(request: Request): string | null {
  return request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

/** The caller of `request` as `auth` describes it, or why it is refused. */
export async function resolveCaller<A extends Auth>(auth: A, request: Request): Promise<CallerOf<A> | Refusal> {
  const kind: Kind = typeof auth === "string" ? auth : auth.kind;
  return (await resolvers[kind](auth as never, request)) as CallerOf<A> | Refusal;
}

type Resolver<A> = (auth: A, request: Request) => Promise<object | Refusal>;

const resolvers: { [K in Kind]: Resolver<K extends "webhook" ? WebhookAuth : K> } = {
  visitor: async () => ({}),

  session: async () => {
    const claims = await getClaims();
    return claims ? { claims } : { refused: "unauthenticated" };
  },

  // The same rule as adminAction and requireAdmin: with 'Exigir 2FA para administradores' on, an administrator without
  // the second factor gets nothing from the back office, downloads included (every customer's name in a CSV).
  admin: async () => {
    const user = await getCurrentUser();
    if (!user) return { refused: "unauthenticated" };
    if (user.profile.userType !== "admin") return { refused: "forbidden" };
    if ((await adminTwoFactorRequired(user.claims)) && !(await adminTwoFactorState(user.claims)).enabled)
      return { refused: "forbidden", detail: { key: "security.adminPrompt.required" } };
    return { user };
  },

  apiKey: async (_auth, request) => {
    // The key first: a valid key is never refused by the failure limit of its address (an office behind one NAT
    // with someone else's bad script); only refusals are counted, and past the limit they answer 429.
    const secret = bearer(request);
    const owner = secret ? await authenticateApiKey(await getDb(), secret) : null;
    if (!owner) {
      const wait = await take(API_AUTH_FAILURES, clientNetworkOf(request));
      if (wait > 0) return rateLimited(wait, "api.errors.tooManyFailures");
      return {
        refused: "unauthenticated",
        detail: { key: secret ? "api.errors.invalidKey" : "api.errors.missingKey" },
        headers: { "WWW-Authenticate": 'Bearer realm="api"' },
      };
    }
    const claims: JwtClaims = { sub: owner.userId, role: "authenticated" };
    const permissions = await withRls(claims, (tx) => getMyPermissions(tx));
    return { claims, permissions, keyId: owner.keyId };
  },

  // A scheduler: `Authorization: Bearer $CRON_SECRET` (16+ characters, lib/env.ts), compared in constant time.
  // Without CRON_SECRET the routes are closed and answer 404, as if they did not exist; the database is opened only
  // after the secret matched or to count a refusal. Refusals are counted per address (429 past the limit); the right
  // secret is never counted nor refused, so a scheduler sharing an address with a guesser keeps running.
  cron: async (_auth, request) => {
    const expected = env().CRON_SECRET?.trim();
    if (!expected) return { refused: "not_found" };
    if (!sameSecret(bearer(request), expected)) {
      const wait = await take(CRON_AUTH_FAILURES, clientNetworkOf(request));
      if (wait > 0) return rateLimited(wait, "api.errors.cronTooManyFailures");
      return {
        refused: "unauthenticated",
        detail: { key: "api.errors.cronSecret" },
        headers: { "WWW-Authenticate": 'Bearer realm="jobs"' },
      };
    }
    return { db: await getDb() };
  },

  webhook: async (auth, request) => {
    const expected = auth.secret();
    if (!expected || !sameSecret(request.headers.get(auth.header), expected)) {
      const wait = await take(auth.refusals, clientNetworkOf(request));
      return wait > 0 ? rateLimited(wait) : { refused: "unauthenticated" };
    }
    return { db: await getDb() };
  },
};

export const isRefusal = (caller: object): caller is Refusal => "refused" in caller;
