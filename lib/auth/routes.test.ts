import { describe, expect, it } from "vitest";
import { isAdminRoute, isPublicPage, isPublicRoute, isUserRoute, PUBLIC_PAGES, USER_ROUTE_PREFIXES } from "./routes";
import { PUBLIC_CALCULATOR_SLUGS, TOOL_ROUTES } from "@/lib/routes";

describe("route groups", () => {
  it("recognises user routes and their children only", () => {
    expect(isUserRoute("/dashboard")).toBe(true);
    expect(isUserRoute("/companies/123")).toBe(true);
    expect(isUserRoute("/dashboardx")).toBe(false);
    expect(isUserRoute("/plans")).toBe(false);
    expect(isUserRoute("/")).toBe(false);
  });

  it("keeps /admin/login public", () => {
    expect(isAdminRoute("/admin")).toBe(true);
    expect(isAdminRoute("/admin/dashboard")).toBe(true);
    expect(isAdminRoute("/admin/login")).toBe(false);
    expect(isAdminRoute("/administrator")).toBe(false);
  });

  it("keeps /system-status public: neither a user nor an admin route", () => {
    expect(isPublicRoute("/system-status")).toBe(true);
    expect(isUserRoute("/system-status")).toBe(false);
    expect(isAdminRoute("/system-status")).toBe(false);
    expect(isPublicRoute("/system-statusx")).toBe(false);
  });

  it("puts every calculator of the catalogue behind a sign-in, listed once", () => {
    for (const route of Object.values(TOOL_ROUTES)) {
      expect(isUserRoute(route), route).toBe(true);
      expect(isPublicPage(route), route).toBe(false);
    }
    expect(new Set(USER_ROUTE_PREFIXES).size).toBe(USER_ROUTE_PREFIXES.length);
  });
});

describe("public pages", () => {
  it("are never behind a sign-in, and are matched exactly", () => {
    for (const path of PUBLIC_PAGES) {
      expect(isUserRoute(path), path).toBe(false);
      expect(isAdminRoute(path), path).toBe(false);
    }
    expect(isPublicPage("/calculadoras/simples-nacional")).toBe(true);
    expect(isPublicPage("/calculadoras/simples-nacional/x")).toBe(false);
    expect(isPublicPage("/dashboard")).toBe(false);
    expect(isPublicPage("/login")).toBe(false);
  });

  it("list every public calculator", () => {
    for (const slug of PUBLIC_CALCULATOR_SLUGS) expect(PUBLIC_PAGES).toContain(`/calculadoras/${slug}`);
  });
});
