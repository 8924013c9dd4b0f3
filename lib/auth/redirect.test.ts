import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

const APP = "https://app.example";

/** What every answer of safeRedirect must be: a root-relative path that stays on the app's origin. */
function expectSameOriginPath(result: string) {
  expect(result.startsWith("/")).toBe(true);
  expect(result.startsWith("//")).toBe(false);
  expect(result.startsWith("/\\")).toBe(false);
  expect(new URL(result, APP).origin).toBe(APP);
}

describe("safeRedirect", () => {
  it("keeps root-relative paths with query and hash", () => {
    expect(safeRedirect("/companies?q=abc#top")).toBe("/companies?q=abc#top");
  });

  it("answers the path a browser would go to, dot segments resolved", () => {
    expect(safeRedirect("/companies/../dashboard")).toBe("/dashboard");
    expect(safeRedirect("/a/%2e%2e/settings")).toBe("/settings");
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
    // Each of these resolves, in a browser, to a path that starts with "//": another host.
    ["/.//evil.com"],
    ["/./\\evil.com"],
    ["/%2e//evil.com"],
    ["/x/..//evil.com"],
    ["/x/%2e%2e//evil.com"],
    ["/.\t//evil.com"],
    ["/.\n/\\evil.com"],
    ["/%2f%2fevil.com"],
    ["/%5c%5cevil.com"],
    ["\t//evil.com"],
    [" //evil.com"],
    ["\\\\evil.com"],
  ])("rejects %j", (target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", "/admin/dashboard")).toBe("/admin/dashboard");
  });

  const fragment = fc.constantFrom(
    "/",
    "//",
    "\\",
    "/\\",
    ".",
    "..",
    "./",
    "../",
    "%2e",
    "%2E",
    "%2e%2e",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "%252f",
    "\t",
    "\n",
    "\r",
    " ",
    "\u0000",
    "\u001f",
    "\u007f",
    "@",
    ":",
    "?",
    "#",
    "%",
    "evil.com",
    "app.example",
    "user:pass@",
    "javascript:",
    "data:",
    "http:",
    "https:",
    "JaVaScRiPt:",
    "alert(1)",
    "text/html,",
    "\uff0f",
    "\u2215",
    "\u3002",
    "é",
    "\u200b",
    "\ufeff",
    "\u{1f600}",
  );
  const payload = fc.oneof(
    fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join("")),
    fc.array(fragment, { maxLength: 12 }).map((parts) => `/${parts.join("")}`),
    fc
      .tuple(fc.array(fragment, { maxLength: 6 }), fc.string({ unit: "binary", maxLength: 12 }))
      .map(([parts, s]) => `/${parts.join("")}${s}`),
    fc.string({ unit: "binary", maxLength: 40 }),
  );

  it("always answers a root-relative path that stays on the app's origin", () => {
    fc.assert(
      fc.property(payload, (target) => {
        expectSameOriginPath(safeRedirect(target));
        expectSameOriginPath(safeRedirect(target, "/admin/dashboard"));
      }),
      { numRuns: 5_000 },
    );
  });

  it("is stable: what it answers, it answers again", () => {
    fc.assert(
      fc.property(payload, (target) => {
        const once = safeRedirect(target);
        expect(safeRedirect(once)).toBe(once);
      }),
      { numRuns: 2_000 },
    );
  });
});
