import "server-only";
import { z } from "zod";
import { fieldErrorsOf } from "@/lib/action-result";
import type { PlanPermissions } from "@/lib/db/enums";
import type { RateLimit } from "@/lib/db/rate-limits";
import type { JwtClaims } from "@/lib/db/rls";
import { AppError, type MessageKey } from "@/lib/errors";
import { readBodyCapped } from "@/lib/security/read-body";
import { API_BODY_LIMIT, API_REQUESTS_PER_MINUTE } from "./limits";

// The public API's handlers (/api/v1/*). The request pipeline is the route-handler pipeline's `apiRoute`
// (lib/route-handler): closed in maintenance mode, Bearer key → owner, per-key rate limit, the apiAccess plan flag,
// every failure as an RFC 9457 problem with a pt-BR detail. Handlers get the owner's claims and run their queries
// under RLS (withRls); bodies are parsed here with the screens' own zod schemas.

export const API_KEY_LIMIT: RateLimit = { name: "api-key", limit: API_REQUESTS_PER_MINUTE, windowMs: 60_000 };

export type ApiContext<P, I = undefined> = {
  claims: JwtClaims;
  permissions: PlanPermissions;
  request: Request;
  params: P;
  input: I;
};
export type ApiHandler<P = Record<string, never>, I = undefined> = (ctx: ApiContext<P, I>) => Promise<Response>;

/** A limit of the endpoint's own beside the key's (the pipeline answers 429 with Retry-After and `message`). */
export type ApiRateLimit = { limit: RateLimit; key: (ctx: { claims: JwtClaims }) => string; message?: MessageKey };

/**
 * A handler with what the pipeline checks before it runs (lib/route-handler's `apiRoute`): `params` (404 when they do
 * not fit), the JSON body `input` (400/422), the screen's own form schema, and its own `rateLimit`s.
 */
export type ApiEndpoint<P, I> = ApiSchemas<P, I> & { run: ApiHandler<P, I> };
type ApiSchemas<P, I> = { params?: z.ZodType<P>; input?: z.ZodType<I>; rateLimit?: ApiRateLimit[] };

export function apiEndpoint<P = Record<string, never>, I = undefined>(
  schemas: ApiSchemas<P, I>,
  run: ApiHandler<P, I>,
): ApiEndpoint<P, I> {
  return { ...schemas, run };
}

/** The `[id]` segment of a resource: anything but a uuid names nothing (404). */
export const byId = z.object({ id: z.uuid() });

/**
 * The JSON body parsed by `schema`, for a handler whose schema depends on the path (a calculation's tool); a fixed
 * schema is the endpoint's `input`. Or an AppError to answer with.
 */
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
