import { LockKeyhole } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { gateTier } from "@/lib/plans/gate-tier";

type UpgradeGateProps = {
  /** The profile's subscription_status; decides which upgrade is offered. */
  status: string;
  /** The locked feature's name, already translated, e.g. 'Simulador trabalhista'. */
  feature?: string;
};

/**
 * Replaces a locked feature with the plan that unlocks it. Renders in server components and, inside
 * NextIntlClientProvider, in client ones. Every button goes to the in-app plans page, /subscription.
 */
export function UpgradeGate({ status, feature }: UpgradeGateProps) {
  const t = useTranslations("plans.gate");
  const tier = gateTier(status);
  return (
    <Card className="mx-auto w-full max-w-lg text-center" data-testid="upgrade-gate" data-tier={tier}>
      <CardHeader className="justify-items-center">
        <span
          className="bg-primary/10 text-primary mb-2 flex size-12 items-center justify-center rounded-full"
          aria-hidden
        >
          <LockKeyhole className="size-6" />
        </span>
        <CardTitle>
          <h2 className="text-xl">{t(`${tier}.title`)}</h2>
        </CardTitle>
        {feature ? <p className="text-sm font-medium">{t("featureLabel", { feature })}</p> : null}
      </CardHeader>
      <CardContent>
        <CardDescription>{t(`${tier}.description`)}</CardDescription>
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link href="/subscription">{t(`${tier}.cta`)}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
