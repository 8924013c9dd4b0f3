import { _createCache, _createIntlFormatters, createTranslator, initializeConfig } from "next-intl";
import { describe, expect, it } from "vitest";
import { requestConfig } from "@/i18n/config";

// A translator as next-intl's server makes one for each request: the request configuration through initializeConfig,
// with Intl formatters of that request's own (next-intl/dist/esm/*/server/react-server/getConfig.js).
function translatorOfANewRequest(namespace: string) {
  const config = { ...initializeConfig(requestConfig()), _formatters: _createIntlFormatters(_createCache()) };
  return createTranslator({ ...config, namespace });
}

describe("the translation cache (i18n/config.ts)", () => {
  it("parses a message with values once per process, not once per request", () => {
    const { _cache: cache } = requestConfig();
    const parsed = () => Object.keys(cache.message).length;

    const first = translatorOfANewRequest("dashboard.overview");
    expect(first("revenueDetail", { count: 1 })).toBe("1 empresa cadastrada");
    const afterFirstRequest = parsed();
    expect(afterFirstRequest).toBeGreaterThan(0);

    const second = translatorOfANewRequest("dashboard.overview");
    expect(second("revenueDetail", { count: 3 })).toBe("3 empresas cadastradas");
    expect(second("revenueDetail", { count: 1_234 })).toBe("1.234 empresas cadastradas");
    expect(parsed()).toBe(afterFirstRequest);
  });
});
