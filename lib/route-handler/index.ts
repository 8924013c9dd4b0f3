import "server-only";
import { randomUUID } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { fieldErrorsOf } from "@/lib/action-result";
import { API_KEY_LIMIT, type ApiEndpoint, type ApiHandler } from "@/lib/api/handler";
import { API_BODY_LIMIT } from "@/lib/api/limits";
import type { PlanPermissions } from "@/lib/db/enums";
import { isDatabaseUnavailable, isRlsViolation } from "@/lib/db/errors";
import { take, type RateLimit } from "@/lib/db/rate-limits";
import { AppError, type AppErrorCode, type FieldErrors, type MessageKey } from "@/lib/errors";
import { checkFeature, type FeatureNeed } from "@/lib/plans/gate";
import { hasFeature } from "@/lib/plans/permissions";
import { messageText, problem } from "@/lib/problem";
import { clientAddressOf, clientNetworkOf } from "@/lib/security/client-address";
import { readBodyCapped } from "@/lib/security/read-body";
import { redactError } from "@/lib/security/redact";
import { readSwitches } from "@/lib/settings/switches";
import { TaxInputError } from "@/lib/tax";
import type { AuthClaims } from "@/lib/auth/types";
import { isRefusal, rateLimited, resolveCaller, type Auth, type CallerOf, type Refusal } from "./callers";

/**
 * THE way to write a route handler (the action pipeline's sibling, lib/action-client.ts): every `route.ts` under
 * app/ exports `const GET = routeHandler({ auth: ... }, handler)`. In order, the pipeline: closes the route in
 * maintenance when asked; reads the body up to `bodyLimit` (413 before anything else); authenticates the caller
 * (visitor, session, admin, API key, webhook token or cron secret: ./callers.ts); parses the dynamic segments with
 * `params` (404 when they do not fit: an id that is no uuid names nothing); checks the plan `feature` (a session's
 * plan read under RLS, an API key's carried); applies the declared rate limits; parses the JSON body with `input`
 * (400 when it is no JSON object, 422 with the fields' messages); runs the handler; and maps failures once: AppError → its code and message; a tax input
 * error → invalid_input; a row-level security refusal → plan_limit (when `planLimit` says what it means); the
 * database unreachable → 503 with Retry-After; anything else is logged with a reference and answered 500 with that
 * reference, never the error's text. Errors are RFC 9457 problem+json (lib/problem.ts) unless the route answers
 * a provider's contract (`answer`).
 */

export { API_AUTH_FAILURES } from "./callers";

export type RouteContext<A extends Auth, P, I = undefined> = CallerOf<A> & {
  request: Request;
  /** The dynamic segments, e.g. `{ id }` for `[id]`. */
  params: P;
  /** The caller's address (lib/security/client-address.ts). */
  ip: string;
  /** Who an address-keyed limit counts: the address, an IPv6 one by its /64. */
  network: string;
  /** The raw body, read up to `bodyLimit` (empty when the route declares none). */
  body: string;
  /** The body parsed by `input` (undefined when the route declares none). */
  input: I;
};

export type RouteRateLimit<C> = {
  limit: RateLimit;
  /** Who is counted: the key, the user, the address... */
  key: (ctx: C) => string;
  /** The 429's message ({seconds} and {minutes} are given); the code's default otherwise. */
  message?: MessageKey;
};

type Failure = { code: AppErrorCode; detail?: string; errors?: FieldErrors; headers?: Record<string, string> };

export type RouteOptions<A extends Auth, P, I> = {
  auth: A;
  /** 503 while the admin's maintenance switch is on, with this message (proxy.ts closes only the routes it sees). */
  closedInMaintenance?: MessageKey;
  /** The caller's plan must include this feature (all of them, for a list), or 403 feature_locked with `message`. */
  feature?: A extends "apiKey" | "session" ? { flag: FeatureNeed; message?: MessageKey } : never;
  /** The dynamic segments' schema (e.g. `{ id: z.uuid() }`): segments it refuses answer 404 with `notFound`. */
  params?: z.ZodType<P>;
  notFound?: MessageKey;
  /** The JSON body's schema, the same one the screen's form uses: 400 for no JSON object, 422 with field errors. */
  input?: z.ZodType<I>;
  /** The 422's message when `input` refuses the body (default: api.errors.invalidInput). */
  invalidInput?: MessageKey;
  /** Bodies past this many bytes are refused with 413 before the caller is authenticated (with `input`: 64 KiB). */
  bodyLimit?: number;
  rateLimit?: RouteRateLimit<RouteContext<A, P, I>>[];
  /** A row-level security refusal means this plan limit was reached. */
  planLimit?: MessageKey;
  /** The message of an unexpected failure, given {reference}. */
  internal?: MessageKey;
  /** How failures are answered when a provider expects its own shape (Asaas: `{ received: false }`). */
  answer?: (failure: Failure) => Response;
};

type Segments<P> = { params: Promise<P> };

/** The `[id]` segment of a resource: anything but a uuid names nothing (404). */
export const idParams = z.object({ id: z.uuid() });

const answerProblem = (failure: Failure) =>
  problem(failure.code, failure.detail, { errors: failure.errors, headers: failure.headers });

/** Builds a route handler: see the module comment for what runs, in which order. */
export function routeHandler<A extends Auth, P = Record<string, never>, I = undefined>(
  options: RouteOptions<A, P, I>,
  handler: (ctx: RouteContext<A, P, I>) => Promise<Response>,
): (request: Request, segments?: Segments<P>) => Promise<Response> {
  const answer = options.answer ?? answerProblem;
  return async (request, segments) => {
    try {
      if (options.closedInMaintenance && (await readSwitches()).maintenance)
        return answer({
          code: "unavailable",
          detail: messageText(options.closedInMaintenance),
          headers: { "Retry-After": "60" },
        });
      let body = "";
      const bodyLimit = options.bodyLimit ?? (options.input ? API_BODY_LIMIT : undefined);
      if (bodyLimit !== undefined) {
        const read = await readBodyCapped(request, bodyLimit);
        if (!read.ok) return answer({ code: read.code });
        body = read.text;
      }
      const caller = await resolveCaller(options.auth, request);
      if (isRefusal(caller)) return answer(failureOfRefusal(caller));
      const raw = segments ? await segments.params : {};
      let params = raw as P;
      if (options.params) {
        const parsed = options.params.safeParse(raw);
        if (!parsed.success)
          return answer({ code: "not_found", detail: options.notFound && messageText(options.notFound) });
        params = parsed.data;
      }
      // The address is read when asked for: reading headers would keep a static route (openapi.json) from
      // being prerendered.
      const ctx = {
        ...caller,
        request,
        params,
        body,
        input: undefined as I,
        get ip() {
          return clientAddressOf(request);
        },
        get network() {
          return clientNetworkOf(request);
        },
      } as RouteContext<A, P, I>;

      if (options.feature && !(await hasPlanFeature(ctx, options.feature.flag)))
        return answer({
          code: "feature_locked",
          detail: messageText(options.feature.message ?? "plans.errors.featureLocked"),
        });

      for (const rule of options.rateLimit ?? []) {
        const wait = await take(rule.limit, rule.key(ctx));
        if (wait > 0) return answer(failureOfRefusal(rateLimited(wait, rule.message)));
      }
      if (options.input) {
        const input = parseInput(body, options.input, options.invalidInput);
        if (!input.ok) return answer(input.failure);
        ctx.input = input.data;
      }
      return await handler(ctx);
    } catch (error) {
      unstable_rethrow(error);
      return answer(failureOf(error, options));
    }
  };
}

/** Whether the caller's plan includes `need`: an API key carries its permissions, a session's are read under RLS. */
async function hasPlanFeature(ctx: object, need: FeatureNeed): Promise<boolean> {
  if ("permissions" in ctx) {
    const permissions = ctx.permissions as PlanPermissions;
    return (typeof need === "string" ? [need] : need).every((flag) => hasFeature(permissions, flag));
  }
  if ("claims" in ctx) return (await checkFeature(ctx.claims as AuthClaims, need)) === null;
  return false;
}

function parseInput<I>(
  body: string,
  schema: z.ZodType<I>,
  invalid: MessageKey = "api.errors.invalidInput",
): { ok: true; data: I } | { ok: false; failure: Failure } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { ok: false, failure: { code: "bad_request", detail: messageText("api.errors.invalidJson") } };
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      failure: { code: "invalid_input", detail: messageText(invalid), errors: fieldErrorsOf(parsed.error.issues) },
    };
  return { ok: true, data: parsed.data };
}

function failureOfRefusal(refusal: Refusal): Failure {
  const detail = refusal.detail ? messageText(refusal.detail.key, refusal.detail.values) : undefined;
  return { code: refusal.refused, detail, headers: refusal.headers };
}

function failureOf(error: unknown, options: { planLimit?: MessageKey; internal?: MessageKey }): Failure {
  if (error instanceof AppError)
    return { code: error.code, detail: messageText(error.messageKey), errors: error.fieldErrors };
  if (error instanceof TaxInputError)
    return { code: "invalid_input", detail: messageText("tools.errors.invalidInput") };
  if (options.planLimit && isRlsViolation(error)) return { code: "plan_limit", detail: messageText(options.planLimit) };
  if (isDatabaseUnavailable(error)) {
    console.warn("[route] database unavailable", redactError(error));
    return { code: "unavailable", detail: messageText("outage.database"), headers: { "Retry-After": "30" } };
  }
  const reference = randomUUID().slice(0, 8);
  console.error(`[route] unexpected failure (ref ${reference})`, redactError(error, { stack: true }));
  return { code: "internal", detail: messageText(options.internal ?? "api.errors.internal", { reference }) };
}

/**
 * A public API route (/api/v1): an API key (with the failure limit of its address), closed in maintenance mode,
 * the per-key limit and the apiAccess plan flag, the endpoint's `params` and `input` schemas and own limits, and the
 * handler's RLS refusals read as the company limit.
 */
export function apiRoute<P = Record<string, never>, I = undefined>(endpoint: ApiHandler<P> | ApiEndpoint<P, I>) {
  const { params, input, rateLimit, run } =
    typeof endpoint === "function" ? { run: endpoint as ApiHandler<P, I> } : endpoint;
  return routeHandler<"apiKey", P, I>(
    {
      auth: "apiKey",
      closedInMaintenance: "api.errors.maintenance",
      feature: { flag: "apiAccess", message: "api.errors.upgrade" },
      rateLimit: [
        { limit: API_KEY_LIMIT, key: ({ keyId }) => keyId, message: "api.errors.rateLimited" },
        ...(rateLimit ?? []),
      ],
      planLimit: "api.errors.companyLimit",
      params,
      notFound: "api.errors.notFound",
      input,
    },
    run,
  );
}
