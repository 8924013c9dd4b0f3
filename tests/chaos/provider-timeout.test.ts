import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOwnProfile } from "@/lib/auth/profile";
import { upgradeAction } from "@/lib/billing/actions";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { startAsaasDouble, type AsaasDouble } from "../doubles/asaas-double";
import { createTestDb, type TestDb } from "../helpers/db";
import { setEnv, useDatabase } from "./harness";
import { resetRequest } from "./request";

// Asaas hanging at checkout (a local HTTP double that never answers): the configured provider, as the app builds
// it from ASAAS_* variables, gives up within its 20 s deadline and the upgrade answers with its pt-BR message;
// the account keeps its plan and no subscription is recorded as started.

describe("the payment provider hanging at checkout", () => {
  let env: TestDb;
  let double: AsaasDouble;

  beforeAll(async () => {
    double = await startAsaasDouble();
    env = await createTestDb("pglite");
    useDatabase(env.db);
    setEnv({ ASAAS_API_KEY: double.apiKey, ASAAS_BASE_URL: double.baseUrl, ASAAS_WEBHOOK_TOKEN: "chaos-webhook-token-0123456789", AUTH_SECRET: "chaos-suite-auth-secret-0123456789abcdef" });
  });

  afterAll(async () => {
    useDatabase(null);
    setEnv({ ASAAS_API_KEY: undefined, ASAAS_BASE_URL: undefined, ASAAS_WEBHOOK_TOKEN: undefined, AUTH_SECRET: undefined });
    await env?.close();
    await double?.close();
  });

  it("answers 'provider_failed' with its message within the deadline, never a hang or an internal error", async () => {
    const user = await env.createUser();
    const profile = await runWithRls(env.db, user.claims, (tx) => getOwnProfile(tx, user.id));
    const now = Math.floor(Date.now() / 1000);
    resetRequest({ claims: { sub: user.id, email: user.email, role: "authenticated", aud: "authenticated", iat: now, exp: now + 900 }, profile: profile! });
    for (const path of ["/customers", "/subscriptions"]) {
      for (const method of ["GET", "POST"] as const) double.inject({ method, path, when: "before", hangMs: 22_000, times: 10 });
    }

    const started = Date.now();
    const result = await upgradeAction({ cpf: "249.715.637-92", phone: "(11) 98765-4321", acceptTerms: true, plan: "basic" });
    const elapsed = Date.now() - started;

    expect(result).toEqual({ ok: false, code: "provider_failed", message: "billing.register.errors.payment" });
    expect(elapsed).toBeLessThan(25_000);
    expect(double.requests.length).toBeGreaterThan(0);
    const [after] = await env.db.select({ plan: t.profiles.subscriptionStatus }).from(t.profiles).where(eq(t.profiles.id, user.id));
    expect(after.plan).toBe(profile!.subscriptionStatus);
    expect(await env.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, user.id))).toEqual([]);
  });
});
