import "server-only";
import { randomUUID } from "node:crypto";
import { createTranslator } from "next-intl";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/action-result";
import { getDb } from "@/lib/db/client";
import { isDatabaseUnavailable, isRlsViolation } from "@/lib/db/errors";
import { take, type RateLimit } from "@/lib/db/rate-limits";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import type { PlanPermissions } from "@/lib/db/enums";
import { AppError, problemOf, type AppErrorCode, type FieldErrors, type MessageKey } from "@/lib/errors";
import { hasFeature } from "@/lib/plans/permissions";
import { getMyPermissions } from "@/lib/plans/queries";
import { clientAddressOf } from "@/lib/security/client-address";
import { readBodyCapped } from "@/lib/security/read-body";
import { redactError } from "@/lib/security/redact";
import { readSwitches } from "@/lib/settings/switches";
import messages from "@/messages/pt-BR.json";
import { authenticateApiKey } from "./keys";
import { API_BODY_LIMIT, API_REQUESTS_PER_MINUTE } from "./limits";

// The public API's one request pipeline (/api/v1/*): closed in maintenance mode, Bearer key → owner, per-key rate
// limit, the apiAccess plan flag, JSON body capped and parsed with the screens' own zod schemas, and every failure
// as an RFC 9457 problem with a pt-BR detail. Handlers get the owner's claims and run their queries under RLS
// (withRls).

export const API_KEY_LIMIT: RateLimit = { name: "api-key", limit: API_REQUESTS_PER_MINUTE, windowMs: 60_000 };
/** Requests with a missing or wrong key per address: a key cannot be guessed at speed. */
export const API_AUTH_FAILURES: RateLimit = { name: "api-auth-fail-ip", limit: 30, windowMs: 15 * 60 * 1000 };

const t = createTranslator({ locale: "pt-BR", messages });
const text = (key: MessageKey, values?: Record<string, string | number>) => t(key as never, values as never) as string;

/** A field's message key as text; a schema issue without one of ours (a wrong JSON type) reads as the generic one. */
const fieldText = (key: string) => (t.has(key as never) ? text(key as MessageKey) : text("tools.errors.invalid"));

/** A problem+json response: the code's status, a pt-BR detail, and field errors (as pt-BR texts) when given. */
export function problem(
  code: AppErrorCode,
  detail: string,
  extra: { errors?: FieldErrors; headers?: Record<string, string> } = {},
): Response {
  const { status, body } = problemOf(code, detail);
  const errors = extra.errors
    ? Object.fromEntries(Object.entries(extra.errors).map(([field, key]) => [field, fieldText(key)]))
    : undefined;
  return Response.json(
    { ...body, ...(errors ? { errors } : {}) },
    { status, headers: { "Content-Type": "application/problem+json", ...extra.headers } },
  );
}

export type ApiContext<P> = { claims: JwtClaims; permissions: PlanPermissions; request: Request; params: P };
type Handler<P> = (ctx: ApiContext<P>) => Promise<Response>;

function bearer(request: Request): string | null {
  return request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

/** Wraps a route handler of /api/v1 in the pipeline above. */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: Request, route?: { params: Promise<P> }): Promise<Response> => {
    try {
      // Maintenance closes the API as it closes the app's pages (proxy.ts); webhooks and jobs have their own routes.
      if ((await readSwitches()).maintenance)
        return problem("unavailable", text("api.errors.maintenance"), { headers: { "Retry-After": "60" } });
      // The key first: a valid key is never refused by the failure limit of its address (an office behind one NAT
      // with someone else's bad script); only refusals are counted, and past the limit they answer 429.
      const secret = bearer(request);
      const owner = secret ? await authenticateApiKey(await getDb(), secret) : null;
      if (!owner) {
        const waitIp = await take(API_AUTH_FAILURES, clientAddressOf(request));
        if (waitIp > 0)
          return problem("rate_limited", text("api.errors.tooManyFailures", { seconds: waitIp }), {
            headers: { "Retry-After": String(waitIp) },
          });
        const detail = text(secret ? "api.errors.invalidKey" : "api.errors.missingKey");
        return problem("unauthenticated", detail, { headers: { "WWW-Authenticate": 'Bearer realm="api"' } });
      }

      const wait = await take(API_KEY_LIMIT, owner.keyId);
      if (wait > 0)
        return problem("rate_limited", text("api.errors.rateLimited", { seconds: wait }), {
          headers: { "Retry-After": String(wait) },
        });

      const claims: JwtClaims = { sub: owner.userId, role: "authenticated" };
      const permissions = await withRls(claims, (tx) => getMyPermissions(tx));
      if (!hasFeature(permissions, "apiAccess")) return problem("feature_locked", text("api.errors.upgrade"));

      return await handler({ claims, permissions, request, params: route ? await route.params : ({} as P) });
    } catch (error) {
      return failureResponse(error);
    }
  };
}

/** Expected failures thrown by handlers (AppError) keep their code and message; anything else is logged. */
function failureResponse(error: unknown): Response {
  if (error instanceof AppError) return problem(error.code, text(error.messageKey), { errors: error.fieldErrors });
  if (isRlsViolation(error)) return problem("plan_limit", text("api.errors.companyLimit"));
  if (isDatabaseUnavailable(error)) {
    console.warn("[api] database unavailable", redactError(error));
    return problem("unavailable", text("outage.database"), { headers: { "Retry-After": "30" } });
  }
  const reference = randomUUID().slice(0, 8);
  console.error(`[api] unexpected failure (ref ${reference})`, redactError(error, { stack: true }));
  return problem("internal", text("api.errors.internal", { reference }));
}

/** The JSON body parsed by `schema` (the same schema the screen's form uses), or an AppError to answer with. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const body = await readBodyCapped(request, API_BODY_LIMIT);
  if (!body.ok) throw new AppError("payload_too_large");
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    throw new AppError("bad_request", "api.errors.invalidJson");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new AppError("bad_request", "api.errors.invalidJson");
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new AppError("invalid_input", "api.errors.invalidInput", fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

export const notFound = () => new AppError("not_found", "api.errors.notFound");
