import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deliverSandboxWebhook } from "@/lib/billing/sandbox-webhook";
import * as t from "@/lib/db/schema";
import { resetEnvCache } from "@/lib/env";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration } from "../helpers/billing";
import { describeOnEachDatabase } from "../helpers/db";

// 'Simular pagamento' delivered its webhook over HTTP to APP_URL, so it failed on any other host or port.
// It now runs the webhook's own code path in process: APP_URL points at a port where nothing listens.

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    PAYMENTS_PROVIDER: "sandbox",
    APP_URL: "http://127.0.0.1:9",
    AUTH_SECRET: "sandbox-delivery-test-secret-0123456789abcdef",
  });
  resetEnvCache();
});
afterAll(() => {
  for (const key of ["PAYMENTS_PROVIDER", "APP_URL", "AUTH_SECRET"]) if (!(key in saved)) delete process.env[key];
  resetEnvCache();
});

describeOnEachDatabase("sandbox payment simulation", (ctx) => {
  it("delivers the confirmation through the webhook path in process, whatever APP_URL says", async () => {
    const env = ctx();
    const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:9" });
    const user = await env.createUser();
    const { registrationId, payment } = await sandboxRegistration(env.db, provider, user);

    const paid = await provider.confirmPayment(payment.id);
    expect(await deliverSandboxWebhook(env.db, provider, "PAYMENT_RECEIVED", paid)).toBe(true);

    const [registration] = await env.db
      .select({ status: t.pendingRegistrations.status })
      .from(t.pendingRegistrations)
      .where(eq(t.pendingRegistrations.id, registrationId));
    expect(registration.status).toBe("paid");
    const [profile] = await env.db
      .select({ plan: t.profiles.subscriptionStatus })
      .from(t.profiles)
      .where(eq(t.profiles.id, user.id));
    expect(profile.plan).toBe("basic");
  });
});
