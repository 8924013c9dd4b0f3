import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { isEndedSubscriptionStatus, type SubscriptionStatus } from "@/lib/db/enums";
import { planStatusLabel } from "@/lib/plans/labels";

function variantOf(status: SubscriptionStatus): "default" | "secondary" | "destructive" {
  if (isEndedSubscriptionStatus(status)) return "destructive";
  return status === "trial" ? "secondary" : "default";
}

/** 'Trial', 'Básico', 'Profissional', 'Enterprise' or the name of a plan an admin added, from the profile's subscription status. */
export async function PlanBadge({ status, planName }: { status: SubscriptionStatus; planName?: string | null }) {
  const t = await getTranslations("planBadge");
  return (
    <Badge variant={variantOf(status)} data-testid="plan-badge">
      {planStatusLabel(status, t, planName)}
    </Badge>
  );
}
