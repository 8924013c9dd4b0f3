import { describe, expect, it } from "vitest";
import { builtRoutes, isPrerenderedIn } from "./prerendered-routes";

// The shape of the manifests `next build` writes (.next/prerender-manifest.json, .next/routes-manifest.json).
const built = builtRoutes(
  JSON.stringify({ version: 4, routes: { "/": {}, "/plans": {}, "/_not-found": {} } }),
  JSON.stringify({
    staticRoutes: [
      { page: "/", regex: "^/(?:/)?$" },
      { page: "/plans", regex: "^/plans(?:/)?$" },
      { page: "/dashboard", regex: "^/dashboard(?:/)?$" },
    ],
    dynamicRoutes: [{ page: "/simulations/[id]", regex: "^/simulations/([^/]+?)(?:/)?$" }],
  }),
);

describe("isPrerenderedIn", () => {
  it("says a prerendered page is, and a page rendered per request is not", () => {
    expect(isPrerenderedIn(built, "/")).toBe(true);
    expect(isPrerenderedIn(built, "/plans")).toBe(true);
    expect(isPrerenderedIn(built, "/dashboard")).toBe(false);
    expect(isPrerenderedIn(built, "/simulations/123")).toBe(false);
  });

  it("counts a path no route matches as prerendered: Next answers it with its prerendered 404 page", () => {
    expect(isPrerenderedIn(built, "/nao-existe")).toBe(true);
  });

  it("says nothing is without a build (next dev): every page then gets a nonce", () => {
    const none = { prerendered: new Set<string>(), routes: [] };
    expect(isPrerenderedIn(none, "/")).toBe(false);
    expect(isPrerenderedIn(none, "/nao-existe")).toBe(false);
  });
});
