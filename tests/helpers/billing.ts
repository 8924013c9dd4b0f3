import { startPaidRegistration } from "@/lib/billing/registration";
import type { OwnerDb } from "@/lib/db/client";
import type { PlanSlug } from "@/lib/db/enums";
import type { SandboxProvider } from "@/lib/payments/sandbox/provider";
import type { TestUser } from "./db";

export type RegistrationOptions = { planSlug?: PlanSlug; referralCode?: string | null; isUpgrade?: boolean };

/** A paid-plan registration for `user` at the sandbox provider, with its subscription and first (pending) charge. */
export async function sandboxRegistration(db: OwnerDb, provider: SandboxProvider, user: TestUser, options: RegistrationOptions = {}) {
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
