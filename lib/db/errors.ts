// Classifies PostgreSQL errors from either driver (postgres.js or PGlite, possibly wrapped by Drizzle in `cause`).

type PgErrorShape = { code?: unknown; message?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };

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

/** True when a statement broke a unique constraint (SQLSTATE 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of chain(error)) {
    const text = [e.constraint, e.constraint_name, e.message].filter((v) => typeof v === "string").join(" ");
    if (e.code === "23505" && (!constraint || text.includes(constraint))) return true;
    if (constraint && text.includes(constraint) && /duplicate key/i.test(text)) return true;
  }
  return false;
}
