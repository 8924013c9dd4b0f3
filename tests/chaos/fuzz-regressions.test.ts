import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleAsaasWebhook } from "@/lib/billing/webhook";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { createTestDb, type TestDb } from "../helpers/db";
import { tableCounts } from "./harness";

// Inputs the fuzzers found that broke the product, kept as plain tests once fixed.

let env: TestDb;
beforeAll(async () => {
  env = await createTestDb("pglite");
});
afterAll(async () => {
  await env?.close();
});

describe("fuzz regressions", () => {
  // fuzz-routes, /api/webhooks/asaas POST, seed 1966436415: JSON.parse accepts "\ud800" and "\u0000", jsonb and
  // text columns do not, so recording the event failed and the route answered 500 (Asaas retries those forever).
  it("a webhook event with a lone surrogate or NUL escape is refused with 400 and stores nothing", async () => {
    const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:9" });
    const token = "chaos-webhook-token-0123456789";
    const before = await tableCounts(env.exec);
    for (const rawBody of [
      String.raw`{"id":"00000007-ec08-7ce1-8000-00064d063d9b","event":"\ud800","payment":{"id":"pay_sbx_0123456789abcdef","value":-1},"subscription":{"id":"%2e%2e"}}`,
      String.raw`{"id":"evt\u0000","event":"PAYMENT_RECEIVED","payment":{"id":"pay_1"}}`,
      String.raw`{"id":"evt_2","event":"PAYMENT_RECEIVED","payment":{"id":"pay_1","description":"\udfff"}}`,
    ]) {
      expect(await handleAsaasWebhook(env.db, provider, { rawBody, token }, token)).toEqual({ status: 400, body: { received: false } });
    }
    expect(await tableCounts(env.exec)).toEqual(before);
  });
});
