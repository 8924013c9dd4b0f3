/**
 * What the service worker (app/sw.ts) and the page agree on. Pure constants: the worker bundle and client
 * components import them.
 */

/** The page the worker answers with when a page is neither reachable nor kept (precached at install). */
export const OFFLINE_PAGE = "/~offline";

/** Every cache holding pages starts with this; sign-out deletes them all (components/pwa/clear-page-caches.tsx). */
export const PAGE_CACHE_PREFIX = "pages-";

/** The worker's URL and scope (app/serwist/[path]/route.ts serves it). */
export const SERVICE_WORKER_URL = "/serwist/sw.js";
