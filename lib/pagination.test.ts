import { describe, expect, it } from "vitest";
import { pageOf } from "./pagination";

describe("pageOf", () => {
  it("reads a whole page number from the address", () => {
    expect([pageOf("1"), pageOf("2"), pageOf("12"), pageOf("99999")]).toEqual([1, 2, 12, 99999]);
  });

  it("falls back to the first page for anything else", () => {
    for (const param of [undefined, "", "0", "-1", "1.5", "02", "abc", "100000", ["2", "3"]])
      expect(pageOf(param)).toBe(1);
  });
});
