// next.config.ts `cacheHandler`: Next's own file-system cache, with one addition. Every page it stores or serves
// from its cache (the public pages, prerendered at build time and regenerated when an admin edits what they show)
// carries its Content-Security-Policy in the cached headers, built from that very HTML: `script-src 'self'` plus
// the hash of each of its inline scripts. The policy cannot drift from the HTML it protects: both live in one entry,
// written together. Plain JavaScript because Node loads it itself (docs/security-headers.md).
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { pagePolicy, prerenderedPagePolicy } from "./page-policy.mjs";
import { RENDERED_WITHOUT_DATA } from "./rendered-without-data.mjs";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const CSP_HEADER = "content-security-policy";

/** Entries already looked at: the memory cache hands out the same object on every hit. */
const servable = new WeakMap();

/** The kinds of entry Next sends as an HTML page: each must leave here with a script policy. */
const PAGE_KINDS = new Set(["APP_PAGE", "PAGES"]);

/**
 * Fail-closed: a page entry whose HTML this handler cannot read (a Next upgrade that changed the entry's shape) gets
 * a policy that runs no script at all, never none. The page then shows without its scripts until this file is
 * updated, and the server says so once (lib/security/csp-cache-handler.test.ts pins today's shape).
 */
const NO_SCRIPTS = pagePolicy({ scriptSources: ["'none'"], https: false });
let unknownShapeReported = false;

/** @param {unknown} value */
function isPage(value) {
  return typeof value === "object" && value !== null && PAGE_KINDS.has(value.kind);
}

/** The page's HTML as text, or null when the entry holds it in a form this handler does not know. */
function htmlOf(value) {
  if (typeof value.html === "string") return value.html;
  if (value.html instanceof Uint8Array) return Buffer.from(value.html).toString("utf8");
  if (!unknownShapeReported) {
    unknownShapeReported = true;
    console.error(
      `[csp] a cached ${value.kind} entry holds its HTML as ${typeof value.html}: served with no script allowed ` +
        "(lib/security/csp-cache-handler.mjs must learn the new shape)",
    );
  }
  return null;
}

/** Adds the page's policy to its cached headers (in place: the response being sent is built from this entry). */
function withPolicy(value, html) {
  if (!value.headers?.[CSP_HEADER])
    value.headers = { ...value.headers, [CSP_HEADER]: html === null ? NO_SCRIPTS : prerenderedPagePolicy(html) };
  return value;
}

export default class CspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (!entry || !isPage(entry.value)) return entry;
    let ok = servable.get(entry.value);
    if (ok === undefined) {
      const html = htmlOf(entry.value);
      // A page rendered without its data (at build time, or while the database was down) is rendered again.
      ok = html === null || !html.includes(RENDERED_WITHOUT_DATA);
      if (ok) withPolicy(entry.value, html);
      servable.set(entry.value, ok);
    }
    return ok ? entry : null;
  }

  async set(key, data, ctx) {
    if (isPage(data)) withPolicy(data, htmlOf(data));
    return super.set(key, data, ctx);
  }
}
