/** Rows of a Drizzle `execute` result: PGlite returns { rows }, postgres.js an array. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
