// Pure and client-safe: which upgrade the gate card offers.
import { isEndedSubscriptionStatus } from "@/lib/db/enums";

export type GateTier = "premium" | "professional" | "enterprise" | "other";

/**
 * trial (and cancelled or expired, which fall back to trial) → 'Recurso Premium'; basic → 'Recurso Profissional';
 * professional and enterprise → 'Recurso Enterprise'; a plan the admins added (any other slug) → a card that says
 * the feature is not in the current plan, without naming one (which plan has it is for /plans to show).
 */
export function gateTier(subscriptionStatus: string): GateTier {
  if (subscriptionStatus === "trial" || isEndedSubscriptionStatus(subscriptionStatus)) return "premium";
  if (subscriptionStatus === "basic") return "professional";
  if (subscriptionStatus === "professional" || subscriptionStatus === "enterprise") return "enterprise";
  return "other";
}
