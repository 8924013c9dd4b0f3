import { getTranslations } from "next-intl/server";
import { UpgradeGate } from "@/components/plans/upgrade-gate";
import type { PlanFeatureFlag } from "@/lib/db/enums";
import { requireFeature } from "@/lib/plans/gate";
import { ToolPageHeader } from "./tool-page-header";

type Ns = "labor" | "cltVsPj" | "mei" | "profit";

/** A calculator page: signed-in user, plan checked on the server, the upgrade gate when the plan lacks it. */
export async function GatedToolPage({ flag, path, ns, children }: { flag: PlanFeatureFlag; path: string; ns: Ns; children: React.ReactNode }) {
  const { user, allowed } = await requireFeature(flag, path);
  const t = await getTranslations(`tools.${ns}`);
  return (
    <div className="grid gap-6">
      <ToolPageHeader ns={ns} />
      {allowed ? children : <UpgradeGate status={user.profile.subscriptionStatus} feature={t("title")} />}
    </div>
  );
}
