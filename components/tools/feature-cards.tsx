import { BotIcon, BriefcaseIcon, CalculatorIcon, FileTextIcon, LockKeyholeIcon, ScaleIcon, ShieldAlertIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { PlanFeatureFlag, PlanPermissions } from "@/lib/db/enums";
import { cn } from "@/lib/utils";

const FEATURES: { key: string; href: string; flag: PlanFeatureFlag; icon: LucideIcon }[] = [
  { key: "fiscal", href: "/fiscal-simulator", flag: "fiscalSimulator", icon: CalculatorIcon },
  { key: "labor", href: "/labor-simulator", flag: "laborSimulator", icon: BriefcaseIcon },
  { key: "cltVsPj", href: "/clt-vs-pj", flag: "cltVsPj", icon: ScaleIcon },
  { key: "risk", href: "/risk-detector", flag: "riskDetector", icon: ShieldAlertIcon },
  { key: "reports", href: "/reports", flag: "reports", icon: FileTextIcon },
  { key: "ai", href: "/ai-assistant", flag: "aiAssistant", icon: BotIcon },
];

/** The six feature cards; one outside the plan is dimmed and offers 'Fazer Upgrade' (→ /plans). */
export function FeatureCards({ permissions }: { permissions: PlanPermissions }) {
  const t = useTranslations("dashboard.features");
  return (
    <section aria-labelledby="dashboard-features" className="grid gap-3">
      <h2 id="dashboard-features" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, href, flag, icon: Icon }) => {
          const allowed = permissions[flag] === true;
          return (
            <Card key={key} className={cn("gap-3 py-4", !allowed && "bg-muted/50")} data-testid={`feature-${key}`} data-locked={!allowed}>
              <CardHeader className="px-4">
                <CardTitle className="flex items-center gap-2 text-base">
                  <Icon className={cn("size-5", allowed ? "text-primary" : "text-muted-foreground")} aria-hidden="true" />
                  <h3>{t(`${key}.title`)}</h3>
                  {allowed ? null : <LockKeyholeIcon className="text-muted-foreground ml-auto size-4" aria-label={t("locked")} />}
                </CardTitle>
              </CardHeader>
              <CardContent className={cn("px-4 text-sm", allowed ? "text-muted-foreground" : "text-muted-foreground/90")}>
                {t(`${key}.description`)}
              </CardContent>
              <CardFooter className="px-4">
                {allowed ? (
                  <Button asChild size="sm" variant="outline">
                    <Link href={href}>{t("open")}</Link>
                  </Button>
                ) : (
                  <Button asChild size="sm">
                    <Link href="/plans">{t("upgrade")}</Link>
                  </Button>
                )}
              </CardFooter>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
