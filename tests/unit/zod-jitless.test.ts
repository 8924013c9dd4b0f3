import { describe, expect, it } from "vitest";
import "@/instrumentation-client";
import { globalConfig } from "zod/v4/core";
import { z } from "zod";

describe("instrumentation-client", () => {
  it("makes zod parse without its eval probe: zod reads the configuration the file set on globalThis", () => {
    expect(globalConfig.jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });
});
