import type messages from "@/messages/pt-BR.json";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every message of messages/pt-BR.json, by its dotted path ("companies.errors.notFound"). */
export type MessageKey = Leaves<typeof messages>;

/**
 * The expected failures of the product, each with the HTTP status a route or the public API answers with and
 * the message shown when the caller gives no more specific one. Actions, route handlers and the API share it.
 */
export const APP_ERRORS = {
  bad_request: { status: 400, message: "common.genericError" },
  invalid_input: { status: 422, message: "tools.errors.invalid" },
  unauthenticated: { status: 401, message: "billing.register.errors.signedOut" },
  invalid_credentials: { status: 401, message: "auth.errors.invalidCredentials" },
  forbidden: { status: 403, message: "auth.queryErrors.acesso" },
  feature_locked: { status: 403, message: "plans.errors.featureLocked" },
  plan_limit: { status: 403, message: "plans.errors.simulationLimit" },
  not_found: { status: 404, message: "common.genericError" },
  conflict: { status: 409, message: "common.genericError" },
  payload_too_large: { status: 413, message: "common.payloadTooLarge" },
  rate_limited: { status: 429, message: "auth.errors.rateLimited" },
  provider_failed: { status: 502, message: "payments.errors.unavailable" },
  unavailable: { status: 503, message: "auth.errors.unavailable" },
  internal: { status: 500, message: "common.genericError" },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type AppErrorCode = keyof typeof APP_ERRORS;

/** Field name → message key, first problem per field. */
export type FieldErrors = Record<string, MessageKey>;

/**
 * An expected failure thrown from deep inside a feature; the action pipeline and route handlers turn it into a
 * typed result or response once. Prefer returning `fail(...)` where the caller is right there.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: MessageKey;
  readonly fieldErrors?: FieldErrors;

  constructor(code: AppErrorCode, messageKey?: MessageKey, fieldErrors?: FieldErrors) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.messageKey = messageKey ?? APP_ERRORS[code].message;
    this.fieldErrors = fieldErrors;
  }
}

export function httpStatusOf<C extends AppErrorCode>(code: C): (typeof APP_ERRORS)[C]["status"] {
  return APP_ERRORS[code].status;
}

/**
 * A route handler's error answer: the code's status and an RFC 9457 problem body (`application/problem+json`)
 * whose `code` names the AppErrorCode. The public API answers every error this way.
 */
export function problemOf<C extends AppErrorCode>(code: C, detail?: string) {
  const status = httpStatusOf(code);
  return { status, body: { type: `about:blank#${code}`, title: code, status, code, ...(detail ? { detail } : {}) } };
}
