import { ENDED_SUBSCRIPTION_STATUSES, PLAN_SLUGS, type EndedSubscriptionStatus, type PlanSlug } from "@/lib/db/enums";

// Pure and client-safe: how a profile's subscription_status reads.

/** The statuses with a message of their own (planBadge.*): the seeded plans, cancelled and expired. */
export type TranslatedStatus = PlanSlug | EndedSubscriptionStatus;

export function isTranslatedStatus(status: string): status is TranslatedStatus {
  return (
    (PLAN_SLUGS as readonly string[]).includes(status) ||
    (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
  );
}

/**
 * 'Básico', 'Cancelado'... for the statuses with a message; a plan an admin added reads as its own name (the
 * price list names it), and the slug only when even the name is unknown.
 */
export function planStatusLabel(
  status: string,
  translate: (status: TranslatedStatus) => string,
  planName?: string | null,
): string {
  return isTranslatedStatus(status) ? translate(status) : planName || status;
}

export type StatusOption = { value: string; label: string };

/** Options of a subscription_status select: the given plans in their order, then cancelled and expired. */
export function subscriptionStatusOptions(
  plans: readonly { slug: string; name: string }[],
  translate: (status: TranslatedStatus) => string,
): StatusOption[] {
  return [
    ...plans.map((p) => ({ value: p.slug, label: planStatusLabel(p.slug, translate, p.name) })),
    ...ENDED_SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: translate(status) })),
  ];
}
