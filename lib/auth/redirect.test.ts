import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps root-relative paths with query and hash", () => {
    expect(safeRedirect("/companies?q=abc#top")).toBe("/companies?q=abc#top");
  });

  it.each([
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["https://evil.example"],
    ["javascript:alert(1)"],
    ["/\t/evil.example"],
    ["dashboard"],
    [""],
    [undefined],
    [42],
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", "/admin/dashboard")).toBe("/admin/dashboard");
  });
});
