import { startPaidRegistration } from "@/lib/billing/registration";
import type { Db } from "@/lib/db/client";
import type { PlanSlug } from "@/lib/db/enums";
import type { SandboxProvider } from "@/lib/payments/sandbox/provider";
import type { TestUser } from "./db";

/** A paid-plan registration for `user` at the sandbox provider, with its subscription and first (pending) charge. */
export async function sandboxRegistration(db: Db, provider: SandboxProvider, user: TestUser, planSlug: PlanSlug = "basic") {
  const result = await startPaidRegistration(db, provider, {
    userId: user.id,
    name: "Maria Teste",
    email: user.email,
    document: "24971563792",
    phone: "11987654321",
    planSlug,
    referralCode: null,
    isUpgrade: false,
  });
  if (!result.ok) throw new Error(result.code);
  const [subscription] = await provider.findSubscriptionsByExternalReference(result.registrationId);
  const [payment] = await provider.listSubscriptionPayments(subscription.id);
  return { registrationId: result.registrationId, subscriptionId: subscription.id, payment };
}
