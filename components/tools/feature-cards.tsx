import { useTranslations } from "next-intl";
import type { PlanPermissions } from "@/lib/db/enums";
import { TOOL_KEYS, TOOLS } from "@/lib/tools/catalogue";
import { FeatureCardGrid } from "./feature-card-grid";
import { TOOL_ICON_NAMES } from "./tool-icons";

/** One card per catalogue tool; one outside the plan is dimmed and offers 'Fazer Upgrade' (→ /subscription). */
export function FeatureCards({ permissions }: { permissions: PlanPermissions }) {
  const t = useTranslations("dashboard.features");
  const tm = useTranslations();
  const cards = TOOL_KEYS.map((key) => {
    const { route, feature, messages } = TOOLS[key];
    return {
      key,
      route,
      icon: TOOL_ICON_NAMES[key],
      title: tm(messages.title),
      summary: tm(messages.summary),
      allowed: permissions[feature] === true,
    };
  });
  return (
    <section aria-labelledby="dashboard-features" className="grid gap-3">
      <h2 id="dashboard-features" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <FeatureCardGrid cards={cards} texts={{ locked: t("locked"), open: t("open"), upgrade: t("upgrade") }} />
    </section>
  );
}
