// next.config.ts `cacheHandler`: Next's own file-system cache, with one addition. Every page it stores or serves
// from its cache (the public pages, prerendered at build time and regenerated when an admin edits what they show)
// carries its Content-Security-Policy in the cached headers, built from that very HTML: `script-src 'self'` plus
// the hash of each of its inline scripts. The policy cannot drift from the HTML it protects: both live in one entry,
// written together. Plain JavaScript because Node loads it itself (README, "Security headers").
import FileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { prerenderedPagePolicy } from "./page-policy.mjs";
import { RENDERED_WITHOUT_DATA } from "./rendered-without-data.mjs";

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const CSP_HEADER = "content-security-policy";

/** Entries already looked at: the memory cache hands out the same object on every hit. */
const servable = new WeakMap();

/** @param {unknown} value */
function isPage(value) {
  return typeof value === "object" && value !== null && value.kind === "APP_PAGE" && typeof value.html === "string";
}

/** Adds the page's policy to its cached headers (in place: the response being sent is built from this entry). */
function withPolicy(value) {
  if (!value.headers?.[CSP_HEADER])
    value.headers = { ...value.headers, [CSP_HEADER]: prerenderedPagePolicy(value.html) };
  return value;
}

export default class CspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (!entry || !isPage(entry.value)) return entry;
    let ok = servable.get(entry.value);
    if (ok === undefined) {
      // A page rendered without its data (at build time, or while the database was down) is rendered again.
      ok = !entry.value.html.includes(RENDERED_WITHOUT_DATA);
      if (ok) withPolicy(entry.value);
      servable.set(entry.value, ok);
    }
    return ok ? entry : null;
  }

  async set(key, data, ctx) {
    if (isPage(data)) withPolicy(data);
    return super.set(key, data, ctx);
  }
}
