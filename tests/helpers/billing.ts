import { startPaidRegistration } from "@/lib/billing/registration";
import type { OwnerDb } from "@/lib/db/client";
import { eq } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { createSandboxProvider, type SandboxProvider } from "@/lib/payments/sandbox/provider";
import type { TestDb, TestUser } from "./db";

export type RegistrationOptions = { planSlug?: string; referralCode?: string | null; isUpgrade?: boolean };

/** A paid-plan registration for `user` at the sandbox provider, with its subscription and first (pending) charge. */
export async function sandboxRegistration(
  db: OwnerDb,
  provider: SandboxProvider,
  user: TestUser,
  options: RegistrationOptions = {},
) {
  const result = await startPaidRegistration(db, provider, {
    userId: user.id,
    name: "Maria Teste",
    email: user.email,
    document: "24971563792",
    phone: "11987654321",
    planSlug: options.planSlug ?? "basic",
    referralCode: options.referralCode ?? null,
    isUpgrade: options.isUpgrade ?? false,
  });
  if (!result.ok) throw new Error(result.code);
  const [subscription] = await provider.findSubscriptionsByExternalReference(result.registrationId);
  const [payment] = await provider.listSubscriptionPayments(subscription.id);
  return { registrationId: result.registrationId, subscriptionId: subscription.id, payment };
}

/** The sandbox provider over a test database, and an affiliate whose code the referred users carry. */
export async function sandboxWithAffiliate(env: TestDb): Promise<{ provider: SandboxProvider; affiliateCode: string }> {
  const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:3999" });
  const affiliate = await env.createUser({ userType: "affiliate" });
  const [row] = await env.db
    .select({ code: t.profiles.affiliateCode })
    .from(t.profiles)
    .where(eq(t.profiles.id, affiliate.id));
  return { provider, affiliateCode: row.code! };
}
