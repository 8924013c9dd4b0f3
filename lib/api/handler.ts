import "server-only";
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/action-result";
import type { PlanPermissions } from "@/lib/db/enums";
import type { RateLimit } from "@/lib/db/rate-limits";
import type { JwtClaims } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { readBodyCapped } from "@/lib/security/read-body";
import { API_BODY_LIMIT, API_REQUESTS_PER_MINUTE } from "./limits";

// The public API's handlers (/api/v1/*). The request pipeline is the route-handler pipeline's `apiRoute`
// (lib/route-handler): closed in maintenance mode, Bearer key → owner, per-key rate limit, the apiAccess plan flag,
// every failure as an RFC 9457 problem with a pt-BR detail. Handlers get the owner's claims and run their queries
// under RLS (withRls); bodies are parsed here with the screens' own zod schemas.

export const API_KEY_LIMIT: RateLimit = { name: "api-key", limit: API_REQUESTS_PER_MINUTE, windowMs: 60_000 };

export type ApiContext<P> = { claims: JwtClaims; permissions: PlanPermissions; request: Request; params: P };
export type ApiHandler<P = Record<string, never>> = (ctx: ApiContext<P>) => Promise<Response>;

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
