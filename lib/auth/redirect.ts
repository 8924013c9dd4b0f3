// Resolving against a fixed origin that can never be ours tells a same-origin path from anything else.
const CHECK_ORIGIN = "https://redirect-check.invalid";
// What the WHATWG URL parser drops before it reads a URL: C0 controls and spaces at either end, and every tab
// or newline anywhere ("/\t/evil" is "//evil" to a browser).
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// Two slashes, either way round, open an authority: another host.
const AUTHORITY = /^[/\\]{2}/;

/**
 * Sanitises a redirect target taken from user input (a `next` query parameter, a form field) and answers the
 * root-relative path a browser would go to, or `fallback`. The target is normalised as a browser reads it
 * (tabs and newlines stripped, backslashes as slashes, `.`/`..`/`%2e` segments resolved) before the check, so
 * "/.//evil.com" cannot turn into "//evil.com" afterwards. A path whose percent-decoding opens an authority
 * ("/%2f%2fevil.com") is refused too: a proxy or client router that decodes would see another host.
 */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length > 512) return fallback;
  const input = target.replace(EDGE_CONTROLS, "").replace(TAB_OR_NEWLINE, "");
  if (!input.startsWith("/") || AUTHORITY.test(input)) return fallback;
  let url: URL;
  try {
    url = new URL(input, CHECK_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== CHECK_ORIGIN || url.username !== "" || url.password !== "") return fallback;
  if (AUTHORITY.test(url.pathname) || AUTHORITY.test(percentDecodeAscii(url.pathname))) return fallback;
  return url.pathname + url.search + url.hash;
}

/** Decodes %XX escapes of ASCII characters only; never throws on a malformed escape, unlike decodeURIComponent. */
function percentDecodeAscii(path: string): string {
  return path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
