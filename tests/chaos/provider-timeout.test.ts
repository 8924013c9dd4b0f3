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

// Asaas hanging at checkout (a local HTTP double that holds every request for two minutes): the configured provider,
// as the app builds it from ASAAS_* variables, gives up on its own deadline (20 s) and the upgrade answers with its
// pt-BR message; the account keeps its plan and no subscription is recorded as started. That the app gave up is
// read from the double (each held request closed by the client), not from a wall clock a loaded machine stretches.

describe("the payment provider hanging at checkout", () => {
  let env: TestDb;
  let double: AsaasDouble;

  beforeAll(async () => {
    double = await startAsaasDouble();
    env = await createTestDb("pglite");
    useDatabase(env.db);
    setEnv({
      ASAAS_API_KEY: double.apiKey,
      ASAAS_BASE_URL: double.baseUrl,
      ASAAS_WEBHOOK_TOKEN: "chaos-webhook-token-0123456789",
      AUTH_SECRET: "chaos-suite-auth-secret-0123456789abcdef",
    });
  });

  afterAll(async () => {
    useDatabase(null);
    setEnv({
      ASAAS_API_KEY: undefined,
      ASAAS_BASE_URL: undefined,
      ASAAS_WEBHOOK_TOKEN: undefined,
      AUTH_SECRET: undefined,
    });
    await env?.close();
    await double?.close();
  });

  it("answers 'provider_failed' with its message within the deadline, never a hang or an internal error", async () => {
    const user = await env.createUser();
    const profile = await runWithRls(env.db, user.claims, (tx) => getOwnProfile(tx, user.id));
    const now = Math.floor(Date.now() / 1000);
    resetRequest({
      claims: {
        sub: user.id,
        email: user.email,
        role: "authenticated",
        aud: "authenticated",
        iat: now,
        exp: now + 900,
      },
      profile: profile!,
    });
    for (const path of ["/customers", "/subscriptions"]) {
      for (const method of ["GET", "POST"] as const)
        double.inject({ method, path, when: "before", hangMs: 120_000, times: 10 });
    }

    const result = await upgradeAction({
      cpf: "249.715.637-92",
      phone: "(11) 98765-4321",
      acceptTerms: true,
      plan: "basic",
    });

    expect(result).toEqual({ ok: false, code: "provider_failed", message: "billing.register.errors.payment" });
    expect(double.requests.length).toBeGreaterThan(0);
    // The app's abort reaches the double a moment after the action answered: wait for every held request to end.
    await double.settled();
    expect(
      double.requests.map((r) => `${r.method} ${r.path} ${r.abandoned ? "given up by the app" : "answered"}`),
    ).toEqual(double.requests.map((r) => `${r.method} ${r.path} given up by the app`));
    const [after] = await env.db
      .select({ plan: t.profiles.subscriptionStatus })
      .from(t.profiles)
      .where(eq(t.profiles.id, user.id));
    expect(after.plan).toBe(profile!.subscriptionStatus);
    expect(await env.db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, user.id))).toEqual([]);
  });
});
