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
    // A long plan name ("Escritório até 200 clientes") wraps at 375 px instead of pushing the header sideways.
    <Badge
      variant={variantOf(status)}
      data-testid="plan-badge"
      className="max-w-28 text-center whitespace-normal sm:max-w-none"
    >
      {planStatusLabel(status, t, planName)}
    </Badge>
  );
}
