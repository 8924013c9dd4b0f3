import "server-only";
import { randomUUID } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { fail, fieldErrorsOf, type ActionFailure, type ActionResult } from "@/lib/action-result";
import { adminTwoFactorRequired, adminTwoFactorState } from "@/lib/auth/admin-two-factor";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { isDatabaseUnavailable, isRlsViolation, isUniqueViolation } from "@/lib/db/errors";
import { AppError, type MessageKey } from "@/lib/errors";
import { checkFeature, type FeatureNeed } from "@/lib/plans/gate";
import { clientAddress } from "@/lib/security/client-address";
import { addressGroup } from "@/lib/security/forwarded";
import { DEFAULT_WINDOW_MS, forget, giveBack, take, type RateLimit } from "@/lib/db/rate-limits";
import { TaxInputError } from "@/lib/tax";
import { redactError } from "@/lib/security/redact";

/**
 * THE way to build a server action (dub's action-client chain, without the dependency): every `'use server'`
 * module exports `publicAction(...)`, `userAction(...)` or `adminAction(...)`. The pipeline parses bound
 * arguments and input with the shared zod schemas, resolves the verified user (and the admin role), checks the
 * plan feature the action declares (feature_locked otherwise), applies the declared rate limits, runs the body, and maps known failures to typed results once:
 * AppError → its code; TaxInputError → invalid_input; the database unreachable → unavailable ('O banco de dados
 * está indisponível…'); a row-level security refusal → plan_limit (the plan limits are RLS policies); a unique violation → conflict on the declared field; anything else is logged
 * with a reference and answered as `internal` (never the error's text).
 */

/** `ip`: the caller's address (the audit log); `network`: who an address-keyed limit counts (IPv6 by its /64). */
export type PublicContext = { ip: string; network: string };
export type UserContext = PublicContext & CurrentUser;

type Schemas = readonly z.ZodType[];
type Inputs<B extends Schemas> = { [K in keyof B]: B[K] extends z.ZodType ? z.input<B[K]> : never };
type Outputs<B extends Schemas> = { [K in keyof B]: B[K] extends z.ZodType ? z.output<B[K]> : never };

export type RateLimitRule<I, C> = {
  /** Bucket name, e.g. "signin". */
  name: string;
  /** Events per window (15 minutes unless windowMs says otherwise). */
  limit: number;
  windowMs?: number;
  /** Who is counted: an e-mail, the user id, the client address... */
  key: (input: I, ctx: C) => string;
  /**
   * What counts: every attempt (default), or only attempts the body answered with a failure, so that people who
   * get it right are never locked out (sign-in). `resetOnSuccess` clears the key when the body succeeds.
   */
  counts?: "attempts" | "failures";
  resetOnSuccess?: boolean;
};

/**
 * The plan feature a signed-in action needs: a flag, flags that are all needed, or a function of the bound
 * arguments (a calculator's flag is its catalogue entry's). Only for userAction/adminAction: visitors have no plan.
 */
export type ActionFeature<B extends Schemas> = FeatureNeed | ((args: Outputs<B>) => FeatureNeed);

export type ActionOptions<S extends z.ZodType, B extends Schemas, C> = {
  /** The input schema, shared with the form (react-hook-form resolver) and any route handler. */
  schema: S;
  /** Arguments bound before the input, e.g. an id: `updateCompanyAction(id, values)`. */
  args?: B;
  /** Message of an input that fails the schema (field messages come from the schema). */
  invalid?: MessageKey;
  /** Message (code not_found) of bound arguments that fail their schema. */
  notFound?: MessageKey;
  /** Checked after parsing, before the rate limits and the body: a plan without it answers feature_locked. */
  feature?: C extends UserContext ? ActionFeature<B> : never;
  rateLimit?: RateLimitRule<z.output<S>, C>[];
  /** A row-level security refusal means this plan limit was reached (e.g. in a race with another tab). */
  planLimit?: MessageKey;
  /** A unique violation of this constraint is a conflict on `field`. */
  unique?: { constraint: string; field: string; message: MessageKey };
};

type Body<S extends z.ZodType, B extends Schemas, C, T> = (call: {
  input: z.output<S>;
  args: Outputs<B>;
  ctx: C;
}) => Promise<ActionResult<T>>;

export type Action<S extends z.ZodType, B extends Schemas, T> = (
  ...params: [...Inputs<B>, z.input<S>]
) => Promise<ActionResult<T>>;

type Resolve<C> = (from: PublicContext) => Promise<C | ActionFailure>;

function build<C extends PublicContext>(resolve: Resolve<C>) {
  return function action<S extends z.ZodType, T, B extends Schemas = []>(
    options: ActionOptions<S, B, C>,
    body: Body<S, B, C, T>,
  ): Action<S, B, T> {
    return async (...params) => {
      try {
        const ip = await clientAddress();
        const ctx = await resolve({ ip, network: addressGroup(ip) });
        if ("ok" in ctx) return ctx;

        const argSchemas = options.args ?? [];
        const args: unknown[] = [];
        for (const [i, schema] of argSchemas.entries()) {
          const parsed = schema.safeParse(params[i]);
          if (!parsed.success) return fail("not_found", options.notFound);
          args.push(parsed.data);
        }
        const parsed = options.schema.safeParse(params[argSchemas.length]);
        if (!parsed.success) return fail("invalid_input", options.invalid, fieldErrorsOf(parsed.error.issues));
        const input = parsed.data as z.output<S>;

        if (options.feature) {
          const locked = await lockedFeature(options.feature, args as Outputs<B>, ctx);
          if (locked) return locked;
        }

        const rules = (options.rateLimit ?? []).map((rule) => ({
          rule,
          limit: {
            name: rule.name,
            limit: rule.limit,
            windowMs: rule.windowMs ?? DEFAULT_WINDOW_MS,
          } satisfies RateLimit,
          key: rule.key(input, ctx),
        }));
        // Counted before the body runs (atomically, in the shared store), failures-only rules too, so a burst of
        // parallel requests cannot pass together; an attempt that succeeds is then taken back (or clears the key).
        const waits = await Promise.all(rules.map(({ limit, key }) => take(limit, key)));
        const wait = Math.max(0, ...waits);
        if (wait > 0) {
          // Over one rule: the others counted an attempt that did not happen.
          await Promise.all(rules.map(({ limit, key }, i) => (waits[i] === 0 ? giveBack(limit, key) : null)));
          return rateLimited(wait);
        }
        let result: ActionResult<T> | undefined;
        try {
          result = await body({ input, args: args as Outputs<B>, ctx });
          return result;
        } finally {
          if (result?.ok) {
            await Promise.all(
              rules.map(({ rule, limit, key }) =>
                rule.resetOnSuccess ? forget(limit, key) : rule.counts === "failures" ? giveBack(limit, key) : null,
              ),
            );
          }
        }
      } catch (error) {
        unstable_rethrow(error);
        return knownFailure(error, options) ?? unexpected(error);
      }
    };
  };
}

/** The feature_locked failure when the user's plan lacks the declared feature, else null. */
function lockedFeature<B extends Schemas>(feature: ActionFeature<B>, args: Outputs<B>, ctx: PublicContext) {
  const { claims } = ctx as Partial<UserContext>;
  // The option's type already refuses a feature on publicAction.
  if (!claims) throw new Error("a plan feature was declared on an action without a signed-in user");
  return checkFeature(claims, typeof feature === "function" ? feature(args) : feature);
}

function knownFailure(
  error: unknown,
  options: { planLimit?: MessageKey; unique?: ActionOptions<z.ZodType, Schemas, unknown>["unique"] },
): ActionFailure | null {
  if (error instanceof AppError) return fail(error.code, error.messageKey, error.fieldErrors);
  if (error instanceof TaxInputError) return fail("invalid_input", "tools.errors.invalidInput");
  if (isDatabaseUnavailable(error)) {
    console.warn("[action] database unavailable", redactError(error));
    return fail("unavailable", "outage.database");
  }
  if (options.planLimit && isRlsViolation(error)) return fail("plan_limit", options.planLimit);
  const unique = options.unique;
  if (unique && isUniqueViolation(error, unique.constraint))
    return fail("conflict", unique.message, { [unique.field]: unique.message });
  return null;
}

/** 'Muitas tentativas. Tente novamente em N minutos.' */
function rateLimited(seconds: number): ActionFailure {
  return {
    ...fail("rate_limited", "auth.errors.rateLimitedFor"),
    values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  };
}

function unexpected(error: unknown): ActionFailure {
  const reference = randomUUID().slice(0, 8);
  console.error(`[action] unexpected failure (ref ${reference})`, redactError(error, { stack: true }));
  return fail("internal");
}

/** For visitors and signed-in users alike (sign-in, registration, the payment page). */
export const publicAction = build<PublicContext>(async (from) => from);

/** For the signed-in user: ctx carries the verified claims and the profile; queries go through withRls. */
export const userAction = build<UserContext>(async (from) => {
  const user = await getCurrentUser();
  return user ? { ...from, ...user } : fail("unauthenticated");
});

/** For administrators (checked again here, whatever proxy.ts did). Audit what changes. */
export const adminAction = build<UserContext>(async (from) => {
  const user = await getCurrentUser();
  if (!user) return fail("unauthenticated");
  if (user.profile.userType !== "admin") return fail("forbidden");
  // 'Exigir 2FA para administradores': no admin change until this admin has two-factor authentication on.
  // The factor is only looked up when the setting asks for it (one query per admin action otherwise).
  if (await adminTwoFactorRequired(user.claims)) {
    const twoFactor = await adminTwoFactorState(user.claims);
    if (!twoFactor.enabled) return fail("forbidden", "security.adminPrompt.required");
  }
  return { ...from, ...user };
});
