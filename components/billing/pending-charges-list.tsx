import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import type { PendingCharge } from "@/lib/billing/pending-charges";

/** /payment-pending without an id, for a signed-in user: their charges waiting for the PIX, or why there is none. */
export async function PendingChargesList({ charges }: { charges: PendingCharge[] }) {
  const t = await getTranslations("billing.pendingCharges");
  return (
    <Card data-testid="pending-charges">
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl font-semibold">{t("listTitle")}</h1>
        </CardTitle>
        <CardDescription>{charges.length > 0 ? t("listDescription") : t("none")}</CardDescription>
      </CardHeader>
      {charges.length > 0 ? (
        <CardContent>
          <ul className="grid gap-3">
            {charges.map((charge) => (
              <li
                key={charge.registrationId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span>
                  <span className="font-medium">
                    {t(charge.isUpgrade ? "itemUpgrade" : "item", { plan: charge.planName })}
                  </span>
                  <span className="text-muted-foreground block text-sm">
                    {t("itemDetail", { value: formatBrl(Number(charge.value)), date: formatDate(charge.expiresAt) })}
                  </span>
                </span>
                <Button asChild size="sm">
                  <Link href={`/payment-pending?registration_id=${charge.registrationId}`}>{t("open")}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild variant={charges.length > 0 ? "outline" : "default"}>
          <Link href="/dashboard">{t("toDashboard")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/subscription">{t("toPlans")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
