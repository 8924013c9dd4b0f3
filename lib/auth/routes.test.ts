import { describe, expect, it } from "vitest";
import { isAdminRoute, isUserRoute } from "./routes";

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
});
