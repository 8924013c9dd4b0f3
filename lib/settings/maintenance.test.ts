import { describe, expect, it } from "vitest";
import { isMaintenanceExempt } from "./maintenance";

describe("isMaintenanceExempt", () => {
  it("keeps the admin area, its login and static files up", () => {
    for (const path of ["/admin", "/admin/login", "/admin/settings", "/icons/icon-192.png", "/robots.txt", "/sw.js"])
      expect(isMaintenanceExempt(path), path).toBe(true);
  });
  it("gates every other page", () => {
    for (const path of ["/", "/dashboard", "/login", "/plans", "/administrador", "/admin-fake", "/settings"])
      expect(isMaintenanceExempt(path), path).toBe(false);
  });
});
