import { describe, expect, it } from "vitest";
import { isAdminRoute, isPublicRoute, isUserRoute } from "./routes";

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
});
