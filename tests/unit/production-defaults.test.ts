import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { env, requireAdmin2faByDefault, resetEnvCache } = await import("@/lib/env");
const { getPaymentProvider, getSandboxProvider, paymentsMode } = await import("@/lib/payments");

function withEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  resetEnvCache();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("production defaults", () => {
  it("payments: Asaas with a key, the sandbox in development or by opt-in, otherwise not configured", () => {
    withEnv({
      NODE_ENV: "production",
      ASAAS_API_KEY: undefined,
      PAYMENTS_PROVIDER: undefined,
      APP_URL: "https://app.example",
    });
    expect(paymentsMode()).toBe("not_configured");
    expect(getSandboxProvider()).toBeNull();
    expect(() => getPaymentProvider()).toThrow(
      expect.objectContaining({ code: "unavailable", messageKey: "billing.register.errors.paymentsUnavailable" }),
    );

    withEnv({ PAYMENTS_PROVIDER: "sandbox" });
    expect(paymentsMode()).toBe("sandbox");
    withEnv({ PAYMENTS_PROVIDER: undefined, NODE_ENV: "development" });
    expect(paymentsMode()).toBe("sandbox");
    withEnv({ NODE_ENV: "production", ASAAS_API_KEY: "$aact_test_key", ASAAS_WEBHOOK_TOKEN: "a-webhook-token-of-16+" });
    expect(paymentsMode()).toBe("asaas");
  });

  it("a production start needs APP_URL (the build does not)", () => {
    withEnv({ NODE_ENV: "production", APP_URL: undefined, NEXT_PHASE: undefined });
    expect(() => env()).toThrow(/APP_URL/);
    withEnv({ NEXT_PHASE: "phase-production-build" });
    expect(env().APP_URL).toBe("http://localhost:3000");
    withEnv({ NEXT_PHASE: undefined, APP_URL: "https://app.example" });
    expect(env().APP_URL).toBe("https://app.example");
  });

  it("demo accounts are an opt-in", () => {
    withEnv({ DEMO_ACCOUNTS: undefined });
    expect(env().DEMO_ACCOUNTS).toBeUndefined();
    withEnv({ DEMO_ACCOUNTS: "true" });
    expect(env().DEMO_ACCOUNTS).toBe("true");
  });

  it("an empty variable counts as unset (DEMO_ACCOUNTS= in a compose file no longer stops the start)", () => {
    withEnv({
      NODE_ENV: "production",
      APP_URL: "https://app.example",
      DEMO_ACCOUNTS: "",
      DEMO_DATA: "",
      PAYMENTS_PROVIDER: "",
      SMTP_URL: "",
      TRUSTED_PROXY_HOPS: "",
      JOBS_SCHEDULER: " ",
    });
    expect(() => env()).not.toThrow();
    const { DEMO_ACCOUNTS, PAYMENTS_PROVIDER, SMTP_URL, TRUSTED_PROXY_HOPS, JOBS_SCHEDULER } = env();
    expect({ DEMO_ACCOUNTS, PAYMENTS_PROVIDER, SMTP_URL, TRUSTED_PROXY_HOPS, JOBS_SCHEDULER }).toEqual({
      TRUSTED_PROXY_HOPS: 0,
    });
    expect(paymentsMode()).toBe("not_configured");
  });

  it("with DATABASE_URL and ASAAS_API_KEY, a production start needs CRON_SECRET (the build does not)", () => {
    const base = {
      NODE_ENV: "production",
      APP_URL: "https://app.example",
      DATABASE_URL: "postgres://db/x",
      AUTH_SECRET: "a".repeat(32),
      SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
      ASAAS_API_KEY: "$aact_prod_chave",
      ASAAS_WEBHOOK_TOKEN: "a-webhook-token-of-16+",
      NEXT_PHASE: undefined,
    };
    withEnv({ ...base, CRON_SECRET: "" });
    expect(() => env()).toThrow(/defina CRON_SECRET/);
    withEnv({ NEXT_PHASE: "phase-production-build" });
    expect(() => env()).not.toThrow();
    withEnv({ NEXT_PHASE: undefined, CRON_SECRET: "um-segredo-de-cron-0123" });
    expect(() => env()).not.toThrow();
    // Embedded mode runs the reconcile in process: no secret needed there.
    withEnv({ DATABASE_URL: undefined, CRON_SECRET: undefined });
    expect(() => env()).not.toThrow();
  });

  it("'Exigir 2FA para administradores' is on by default in production, off in development and on demo instances", () => {
    withEnv({ NODE_ENV: "production", APP_URL: "https://app.example", DEMO_ACCOUNTS: undefined });
    expect(requireAdmin2faByDefault()).toBe(true);
    withEnv({ DEMO_ACCOUNTS: "" });
    expect(requireAdmin2faByDefault()).toBe(true);
    withEnv({ DEMO_ACCOUNTS: "true" });
    expect(requireAdmin2faByDefault()).toBe(false);
    withEnv({ NODE_ENV: "development", DEMO_ACCOUNTS: undefined });
    expect(requireAdmin2faByDefault()).toBe(false);
  });
});
