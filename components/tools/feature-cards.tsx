import Link from "next/link";
import { useTranslations } from "next-intl";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import type { PlanPermissions } from "@/lib/db/enums";
import { TOOL_KEYS, TOOLS } from "@/lib/tools/catalogue";
import { cn } from "@/lib/utils";
import { TOOL_ICONS } from "./tool-icons";

const LockKeyholeIcon = spriteIcon("lock-keyhole");

/** One card per catalogue tool; one outside the plan is dimmed and offers 'Fazer Upgrade' (→ /subscription). */
export function FeatureCards({ permissions }: { permissions: PlanPermissions }) {
  const t = useTranslations("dashboard.features");
  const tm = useTranslations();
  return (
    <section aria-labelledby="dashboard-features" className="grid gap-3">
      <h2 id="dashboard-features" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TOOL_KEYS.map((key) => {
          const { route, feature, messages } = TOOLS[key];
          const Icon = TOOL_ICONS[key];
          const allowed = permissions[feature] === true;
          return (
            <Card
              key={key}
              className={cn("gap-3 py-4", !allowed && "bg-muted/50")}
              data-testid={`feature-${key}`}
              data-locked={!allowed}
            >
              <CardHeader className="px-4">
                <CardTitle className="flex items-center gap-2 text-base">
                  <Icon
                    className={cn("size-5", allowed ? "text-primary" : "text-muted-foreground")}
                    aria-hidden="true"
                  />
                  <h3>{tm(messages.title)}</h3>
                  {allowed ? null : (
                    <LockKeyholeIcon className="text-muted-foreground ml-auto size-4" aria-label={t("locked")} />
                  )}
                </CardTitle>
              </CardHeader>
              <CardContent
                className={cn("px-4 text-sm", allowed ? "text-muted-foreground" : "text-muted-foreground/90")}
              >
                {tm(messages.summary)}
              </CardContent>
              <CardFooter className="px-4">
                {allowed ? (
                  <Button asChild size="sm" variant="outline">
                    <Link href={route}>{t("open")}</Link>
                  </Button>
                ) : (
                  <Button asChild size="sm">
                    <Link href="/subscription">{t("upgrade")}</Link>
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
