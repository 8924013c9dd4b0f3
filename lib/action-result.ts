import { APP_ERRORS, type AppErrorCode, type FieldErrors, type MessageKey } from "@/lib/errors";

export type ActionFailure = {
  ok: false;
  code: AppErrorCode;
  /** What the form shows: a key of messages/pt-BR.json... */
  message: MessageKey;
  /** ...and the values it interpolates, if any (e.g. { minutes: 15 }). */
  values?: Record<string, string | number>;
  /** Per-field message keys (the form marks those fields). */
  fieldErrors?: FieldErrors;
};

/**
 * What a server action returns for expected outcomes: data, or a typed failure (code, message key, field keys).
 * Unexpected errors never reach the user as text: the action pipeline logs them and answers `internal`.
 */
export type ActionResult<T = undefined> = { ok: true; data: T } | ActionFailure;

export function ok<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}

export function fail(code: AppErrorCode, message?: MessageKey, fieldErrors?: FieldErrors): ActionFailure {
  const failure: ActionFailure = { ok: false, code, message: message ?? APP_ERRORS[code].message };
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? { ...failure, fieldErrors } : failure;
}

/** Field errors of a failed zod parse, as message keys by field name (first issue per field). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && !(key in errors)) errors[key] = issue.message as MessageKey;
  }
  return errors;
}
