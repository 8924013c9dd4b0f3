import { CheckIcon, XIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { priceCentavos, type PlanCard as Plan } from "@/lib/billing/plans";
import { formatBrlFromCentavos } from "@/lib/br/money";
import { cn } from "@/lib/utils";
import { RegisterPlanLink } from "./register-plan-link";

export async function PlanCard({ plan, href, current }: { plan: Plan; href: string; current: boolean }) {
  const t = await getTranslations("billing.plans");
  const free = priceCentavos(plan.monthlyPrice) === 0;
  return (
    <Card
      className={cn("flex flex-col", plan.isPopular && "border-primary shadow-md")}
      data-testid={`plan-${plan.slug}`}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-xl">{plan.name}</CardTitle>
          {plan.isPopular ? <Badge>{t("popular")}</Badge> : null}
          {current ? <Badge variant="secondary">{t("current")}</Badge> : null}
        </div>
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
        <p className="pt-2">
          <span className="text-3xl font-bold">
            {free ? t("free") : formatBrlFromCentavos(priceCentavos(plan.monthlyPrice))}
          </span>
          {free ? null : <span className="text-muted-foreground text-sm">{t("perMonth")}</span>}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          <li className="flex gap-2" data-testid="plan-reform">
            <CheckIcon className="text-primary mt-0.5 size-4 shrink-0" aria-label={t("included")} />
            <span>
              <span className="font-medium">{t(`reform.${plan.reform}.name`)}</span>
              <span className="text-muted-foreground block text-xs">{t(`reform.${plan.reform}.description`)}</span>
            </span>
          </li>
          {plan.features.map((feature) => (
            <li key={feature.name} className={cn("flex gap-2", !feature.included && "text-muted-foreground")}>
              {feature.included ? (
                <CheckIcon className="text-primary mt-0.5 size-4 shrink-0" aria-label={t("included")} />
              ) : (
                <XIcon className="mt-0.5 size-4 shrink-0" aria-label={t("notIncluded")} />
              )}
              <span>
                {feature.name}
                {feature.description ? (
                  <span className="text-muted-foreground block text-xs">{feature.description}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {current ? (
          <Button className="w-full" disabled>
            {t("currentButton")}
          </Button>
        ) : (
          <Button asChild className="w-full" variant={plan.isPopular ? "default" : "outline"}>
            <RegisterPlanLink href={href}>{free ? t("chooseFree") : t("choose", { plan: plan.name })}</RegisterPlanLink>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
