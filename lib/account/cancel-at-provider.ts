import "server-only";
import type { CancelAtProvider } from "./erase";
import { getPaymentProvider, paymentsMode } from "@/lib/payments";

/**
 * Account erasure's billing step: each live subscription is cancelled at the configured provider. A sandbox
 * subscription while the sandbox is not the provider charges nobody (it lives in this database): nothing to cancel.
 * An Asaas subscription while Asaas is not configured cannot be cancelled, so the erasure stops (it throws).
 */
export const cancelAtConfiguredProvider: CancelAtProvider = async (subscription) => {
  if (subscription.provider === "sandbox" && paymentsMode() !== "sandbox") return;
  const provider = getPaymentProvider();
  if (provider.kind !== subscription.provider)
    throw new Error(`subscription at ${subscription.provider}, provider configured: ${provider.kind}`);
  await provider.cancelSubscription(subscription.providerSubscriptionId);
};
