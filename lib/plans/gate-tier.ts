// Pure and client-safe: which upgrade the gate card offers.

export type GateTier = "premium" | "professional" | "enterprise";

/**
 * trial (and cancelled or expired, which fall back to trial) → 'Recurso Premium';
 * basic → 'Recurso Profissional'; anyone else → 'Recurso Enterprise'.
 */
export function gateTier(subscriptionStatus: string): GateTier {
  if (subscriptionStatus === "basic") return "professional";
  if (subscriptionStatus === "professional" || subscriptionStatus === "enterprise") return "enterprise";
  return "premium";
}
