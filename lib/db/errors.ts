// Classifies PostgreSQL errors from either driver (postgres.js or PGlite, possibly wrapped by Drizzle in `cause`).

type PgErrorShape = {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
};

function* chain(error: unknown): Generator<PgErrorShape> {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    yield current as PgErrorShape;
    current = (current as PgErrorShape).cause;
  }
}

/**
 * True when a statement failed on a row-level security policy (SQLSTATE 42501 with a policy message).
 * Plan-limit races end here: the action pipeline maps them to the limit's message.
 */
export function isRlsViolation(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof message === "string" && message.includes("row-level security")) return true;
    if (code === "42501" && typeof message === "string" && /policy/i.test(message)) return true;
  }
  return false;
}

/** True when a new account was refused because the accounts reached the admin's user limit (SQLSTATE TCU01). */
export function isUserLimitReached(error: unknown): boolean {
  for (const { code } of chain(error)) if (code === "TCU01") return true;
  return false;
}

/** The database refused an 11th active API key of a user (trigger api_keys_active_limit, SQLSTATE TCK01). */
export function isApiKeyLimitReached(error: unknown): boolean {
  for (const { code } of chain(error)) if (code === "TCK01") return true;
  return false;
}

/** True when a statement broke a unique constraint (SQLSTATE 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of chain(error)) {
    const text = [e.constraint, e.constraint_name, e.message].filter((v) => typeof v === "string").join(" ");
    if (e.code === "23505" && (!constraint || text.includes(constraint))) return true;
    if (constraint && text.includes(constraint) && /duplicate key/i.test(text)) return true;
  }
  return false;
}

/**
 * Connection failures, by the error code postgres.js or Node's socket gives, or a SQLSTATE of the connection
 * class (08), a server shutting down (57P01-57P03) or out of connections (53300).
 */
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/**
 * True when the database could not be reached or went away mid-query (refused, reset, timed out, shutting
 * down): the request may succeed in a moment, so it is answered `unavailable` (503), never `internal`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code } of chain(error)) {
    if (typeof code === "string" && (UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  }
  return false;
}
