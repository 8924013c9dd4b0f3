import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { SubscriptionStatus } from "@/lib/db/enums";

const VARIANT: Record<SubscriptionStatus, "default" | "secondary" | "outline" | "destructive"> = {
  trial: "secondary",
  basic: "default",
  professional: "default",
  enterprise: "default",
  cancelled: "destructive",
  expired: "destructive",
};

/** 'Trial', 'Básico', 'Profissional', 'Enterprise', from the profile's subscription status. */
export async function PlanBadge({ status }: { status: SubscriptionStatus }) {
  const t = await getTranslations("planBadge");
  return (
    <Badge variant={VARIANT[status]} data-testid="plan-badge">
      {t(status)}
    </Badge>
  );
}
