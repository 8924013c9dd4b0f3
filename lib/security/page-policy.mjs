// Plain JavaScript: the cache handler (lib/security/csp-cache-handler.mjs) is loaded by Node itself, without
// TypeScript, and builds the policy of a prerendered page from the same directives as proxy.ts does for the others.
import { createHash } from "node:crypto";

/**
 * The CSP of an HTML page, given what may run as a script. Per-request pages pass their nonce and 'strict-dynamic';
 * prerendered pages pass 'self' and the hashes of their own inline scripts (no nonce: nothing comes from the request).
 * Styles allow 'unsafe-inline': sonner and Radix insert <style> elements without a nonce and Radix, recharts and our
 * progress bar set style attributes; an injected style cannot send anything anywhere, because images, fonts and
 * connections are limited to this origin. Images: data: for the PIX QR code, blob: for generated files.
 *
 * @param {{ scriptSources: string[], https: boolean }} options
 * @returns {string}
 */
export function pagePolicy({ scriptSources, https }) {
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/serwist/sw.js): 'strict-dynamic' makes script-src ignore 'self', and a worker carries no nonce.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

// An inline script: a <script> element without src. React and Next never write "</script" inside one (they escape
// it), so the first closing tag ends it.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

// The inline scripts Next and React write into a prerendered page, and nothing else. A hash policy trusts whatever
// it hashes: hashing every inline script would trust one that a page rendered from data (a sink nobody meant), so
// only these shapes are hashed, and any other inline script of a prerendered page is blocked by its own policy.
//  - Next's data pushes: the RSC payload and Turbopack's chunk list, a call whose one argument must parse as JSON (a
//    value, not code: `push([1,"…"]);alert(1)//` is not one);
//  - React's own runtime: the form-replay listener and the Fizz instructions ($RC, $RS, $RX, $RT..., ids as strings).
const DATA_PUSHES = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
];
const REACT_RUNTIME = [
  /^addEventListener\("submit",function\(a\)\{if\(!a\.defaultPrevented\)\{/,
  /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);/,
  /^\$R[A-Z]?=/,
  /^(\$R[A-Z]\((?:"[\w:$.-]*"|null|true|false|,)*\);?)+$/,
];

/**
 * Whether an inline script is one Next or React writes (above): only those get a hash.
 *
 * @param {string} body
 * @returns {boolean}
 */
export function isFrameworkInlineScript(body) {
  for (const shape of DATA_PUSHES) {
    const argument = shape.exec(body)?.[1];
    if (argument === undefined) continue;
    try {
      JSON.parse(argument);
      return true;
    } catch {
      return false;
    }
  }
  return REACT_RUNTIME.some((shape) => shape.test(body));
}

/**
 * The CSP source of each inline script of an HTML page that the browser would run and that Next or React wrote
 * ('sha256-…' of its text as it stands in the HTML, CSP Level 3 §8.4), in order of appearance, without duplicates.
 * Data blocks (JSON-LD) are never run, so they need none; any other inline script gets none, so it does not run.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!SCRIPT_TYPES.has(type)) continue;
    if (!isFrameworkInlineScript(body)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The CSP of a prerendered page: scripts from this origin and its own inline scripts, by hash. Over https proxy.ts
 * adds a second policy holding only `upgrade-insecure-requests` (this one is fixed when the HTML is, whatever the
 * request).
 *
 * @param {string} html
 * @returns {string}
 */
export function prerenderedPagePolicy(html) {
  return pagePolicy({ scriptSources: ["'self'", ...inlineScriptHashes(html)], https: false });
}
