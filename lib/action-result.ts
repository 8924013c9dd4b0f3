/**
 * What a server action returns for expected outcomes. Failures carry a message key (resolved by the form with
 * next-intl) and optional per-field keys; unexpected errors are thrown and reach the user as a generic message.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; code: string; fieldErrors?: Record<string, string> };

export function ok<T>(data: T): ActionResult<T> {
  return { ok: true, data };
}

export function fail(code: string, fieldErrors?: Record<string, string>): { ok: false; code: string; fieldErrors?: Record<string, string> } {
  return fieldErrors ? { ok: false, code, fieldErrors } : { ok: false, code };
}

/** Field errors of a failed zod parse, as message keys by field name (first issue per field). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
