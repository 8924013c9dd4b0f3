/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from "serwist";
import { isPublicPage, PAGE_AUDIENCE_HEADER } from "@/lib/auth/routes";
import { OFFLINE_PAGE, PAGE_CACHE_PREFIX } from "@/lib/security/pwa";

/**
 * The service worker (bundled by app/serwist/[path]/route.ts, served as /serwist/sw.js).
 * - Pages: network first. Only public pages served to nobody signed in are kept (the proxy's audience header),
 *   so no signed-in HTML ever stays on the device; an uncached page offline gets the offline page.
 * - /_next/static: cache first (the names are content hashes), filled as pages load them.
 * - Everything else (RSC payloads, server actions, /api, …) is not handled at all: the browser fetches it as if
 *   there were no worker.
 * A new version waits until the page's update banner asks it to take over (SKIP_WAITING), so a page never runs
 * against chunks of another build.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const pages = new NetworkFirst({
  cacheName: `${PAGE_CACHE_PREFIX}html`,
  plugins: [
    {
      cacheWillUpdate: async ({ request, response }) =>
        response.status === 200 &&
        response.headers.get(PAGE_AUDIENCE_HEADER) === "anonymous" &&
        isPublicPage(new URL(request.url).pathname)
          ? response
          : null,
    },
    new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 7 * 24 * 60 * 60 }),
  ],
});

const STATIC_CACHE = "next-static";

const staticAssets = new CacheFirst({
  cacheName: STATIC_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 256, maxAgeSeconds: 30 * 24 * 60 * 60, maxAgeFrom: "last-used" })],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin &&
        request.mode === "navigate" &&
        !url.pathname.startsWith("/api/") &&
        !url.pathname.startsWith("/serwist/"),
      handler: pages,
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: staticAssets,
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }] },
});

// The offline page must also run offline: its scripts and styles are cached at install, read from its own HTML
// (the build's chunk names are known only there). Without them it would fail to hydrate behind the fallback.
self.addEventListener("install", (event) => {
  event.waitUntil(cacheOfflinePageAssets());
});

async function cacheOfflinePageAssets(): Promise<void> {
  const response = await fetch(OFFLINE_PAGE, { cache: "no-store", credentials: "omit" });
  if (!response.ok) throw new Error(`offline page: ${response.status}`);
  const html = await response.text();
  const assets = new Set(html.match(/\/_next\/static\/[\w./-]+\.(?:js|css)/g) ?? []);
  const cache = await caches.open(STATIC_CACHE);
  await cache.addAll([...assets]);
}

serwist.addEventListeners();
