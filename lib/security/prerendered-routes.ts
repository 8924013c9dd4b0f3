import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Which paths the running production build serves prerendered, from the manifests `next build` writes: the routes it
 * prerendered (the prerender manifest), and any path that matches no route at all, since Next answers those with
 * its prerendered 404 page (app/not-found.tsx reads nothing from the request). Next serves these from its cache
 * with the Content-Security-Policy cached beside their HTML (lib/security/csp-cache-handler.mjs), so proxy.ts gives
 * them no nonce policy of its own. Under `next dev` nothing is read: every page renders per request, with a nonce.
 */
export type BuiltRoutes = { prerendered: ReadonlySet<string>; routes: readonly RegExp[] };

type PrerenderManifest = { routes?: Record<string, unknown> };
type RoutesManifest = { staticRoutes?: { regex: string }[]; dynamicRoutes?: { regex: string }[] };

export function builtRoutes(prerenderManifest: string, routesManifest: string): BuiltRoutes {
  const prerender = JSON.parse(prerenderManifest) as PrerenderManifest;
  const routes = JSON.parse(routesManifest) as RoutesManifest;
  return {
    prerendered: new Set(Object.keys(prerender.routes ?? {})),
    routes: [...(routes.staticRoutes ?? []), ...(routes.dynamicRoutes ?? [])].map((route) => new RegExp(route.regex)),
  };
}

export function isPrerenderedIn(built: BuiltRoutes, pathname: string): boolean {
  if (built.prerendered.has(pathname)) return true;
  return built.routes.length > 0 && !built.routes.some((route) => route.test(pathname));
}

let loaded: BuiltRoutes | null = null;

/** Whether the running production build serves this path prerendered (a page, or its 404 page). */
export function isPrerenderedRoute(pathname: string): boolean {
  loaded ??= readBuild();
  return isPrerenderedIn(loaded, pathname);
}

function readBuild(): BuiltRoutes {
  const read = (file: string) => readFileSync(path.join(process.cwd(), ".next", file), "utf8");
  try {
    return builtRoutes(read("prerender-manifest.json"), read("routes-manifest.json"));
  } catch {
    return { prerendered: new Set(), routes: [] };
  }
}
