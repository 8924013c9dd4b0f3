/**
 * Sanitises a redirect target taken from user input (a `next` query parameter, a form field).
 * Only root-relative paths are allowed: never `//host`, `/\host`, a scheme, or control characters.
 */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 512) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters (incl. tab/newline, which browsers strip) could turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://internal.invalid");
    if (url.origin !== "http://internal.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
