import { createTranslator } from "next-intl";
import { APP_ERRORS, problemOf, type AppErrorCode, type FieldErrors, type MessageKey } from "@/lib/errors";
import messages from "@/messages/pt-BR.json";

// THE problem+json writer (RFC 9457): the route-handler pipeline (lib/route-handler) and the few features that
// answer a failure from inside a streamed or public-API response all write errors through it.

const t = createTranslator({ locale: "pt-BR", messages });

/** A message of messages/pt-BR.json as text, with its values. */
export const messageText = (key: MessageKey, values?: Record<string, string | number>) =>
  t(key as never, values as never) as string;

/** A field's message key as text; a schema issue without one of ours (a wrong JSON type) reads as the generic one. */
const fieldText = (key: string) =>
  t.has(key as never) ? messageText(key as MessageKey) : messageText("tools.errors.invalid");

export type ProblemExtra = { errors?: FieldErrors; headers?: Record<string, string> };

/**
 * A problem+json response: the code's status, a pt-BR `detail` (the code's default message unless one is given),
 * and field errors (as pt-BR texts) when given. Never cached.
 */
export function problem(code: AppErrorCode, detail?: string, extra: ProblemExtra = {}): Response {
  const { status, body } = problemOf(code, detail ?? messageText(APP_ERRORS[code].message));
  const errors = extra.errors
    ? Object.fromEntries(Object.entries(extra.errors).map(([field, key]) => [field, fieldText(key)]))
    : undefined;
  return Response.json(
    { ...body, ...(errors ? { errors } : {}) },
    {
      status,
      headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...extra.headers },
    },
  );
}
