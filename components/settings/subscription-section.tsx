import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { priceCentavos } from "@/lib/billing/plans";
import type { SubscriptionOverview, SubscriptionSummary } from "@/lib/billing/subscription-overview";
import { formatDate } from "@/lib/br/date";
import { formatBrlFromCentavos } from "@/lib/br/money";
import { CancelSubscriptionButton } from "./cancel-subscription-button";
import { PaymentHistory } from "./payment-history";

const brl = (value: string) => formatBrlFromCentavos(priceCentavos(value));

/** /settings, subscription section: current plan, next charge, history, change plan and cancel. */
export async function SubscriptionSection({ overview }: { overview: SubscriptionOverview }) {
  const t = await getTranslations("billing.subscription");
  const { plan, current, ending, pendingRegistration, payments } = overview;
  const description = current ? null : plan ? t("manualDescription") : payments.length > 0 ? t("endedDescription") : t("trialDescription");

  return (
    <section aria-labelledby="subscription-title" className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle id="subscription-title" className="text-lg">
            {t("title")}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground text-sm">{t("currentPlan")}</dt>
              <dd className="font-semibold" data-testid="current-plan">
                {current?.planName ?? plan?.name ?? t("trialPlan")}
              </dd>
              {current || plan ? <dd className="text-muted-foreground text-sm">{t("price", { value: brl(current?.value ?? plan!.monthlyPrice) })}</dd> : null}
            </div>
            {current ? <CurrentDetails subscription={current} /> : null}
          </dl>
          {current?.cancelAtPeriodEnd && current.currentPeriodEnd ? (
            <Alert data-testid="cancelled-notice">
              <AlertDescription>{t("cancelledNotice", { plan: current.planName, date: formatDate(current.currentPeriodEnd) })}</AlertDescription>
            </Alert>
          ) : null}
          {current?.status === "overdue" ? <OverdueNotice overview={overview} /> : null}
          {ending.length > 0 ? (
            <div className="grid gap-1 text-sm">
              <p className="font-medium">{t("endingTitle")}</p>
              <ul className="text-muted-foreground list-disc pl-5">
                {ending.map((s) => (
                  <li key={s.id}>{t("endingItem", { plan: s.planName, date: formatDate(s.currentPeriodEnd) })}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {pendingRegistration ? (
            <p className="text-sm">
              {t("pendingChange", { plan: pendingRegistration.planName })}{" "}
              <Link href={`/payment-pending?registration_id=${pendingRegistration.id}`} className="text-primary underline-offset-4 hover:underline">
                {t("pendingChangeLink")}
              </Link>
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="flex flex-wrap items-center gap-3">
          <Button asChild>
            <Link href="/plans">{current || plan ? t("upgrade") : t("subscribe")}</Link>
          </Button>
          {current?.cancellable ? (
            <CancelSubscriptionButton
              subscriptionId={current.id}
              texts={{
                button: t("cancel"),
                title: t("cancelTitle", { plan: current.planName }),
                description: current.currentPeriodEnd ? t("cancelDescription", { date: formatDate(current.currentPeriodEnd) }) : t("cancelDescriptionNoPeriod"),
                cancel: t("cancelKeep"),
                confirm: t("cancelConfirm"),
                done: t("cancelled"),
                doneUntil: t("cancelledUntil", { date: "{date}" }),
                failed: t("cancelFailedTitle"),
              }}
            />
          ) : null}
          {current?.cancellable ? <p className="text-muted-foreground w-full text-sm">{t("cancelAnytime")}</p> : null}
        </CardFooter>
      </Card>
      <PaymentHistory payments={payments} />
    </section>
  );
}

async function CurrentDetails({ subscription: s }: { subscription: SubscriptionSummary }) {
  const t = await getTranslations("billing.subscription");
  return (
    <>
      <div>
        <dt className="text-muted-foreground text-sm">{t("statusLabel")}</dt>
        <dd>
          <Badge variant={s.status === "overdue" ? "destructive" : s.cancelAtPeriodEnd ? "outline" : "default"} data-testid="subscription-status">
            {s.cancelAtPeriodEnd ? t("status.cancelled") : t(`status.${s.status}`)}
          </Badge>
        </dd>
        {s.currentPeriodEnd ? (
          <dd className="text-muted-foreground text-sm">
            {t("paidUntil")}: {formatDate(s.currentPeriodEnd)}
          </dd>
        ) : null}
      </div>
      <div>
        <dt className="text-muted-foreground text-sm">{t("nextCharge")}</dt>
        <dd data-testid="next-charge">{s.nextDueDate ? t("nextChargeValue", { date: formatDate(s.nextDueDate), value: brl(s.value) }) : t("noNextCharge")}</dd>
      </div>
    </>
  );
}

async function OverdueNotice({ overview }: { overview: SubscriptionOverview }) {
  const t = await getTranslations("billing.subscription");
  const open = overview.payments.find((p) => p.status === "OVERDUE" || p.status === "PENDING");
  if (!open) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription className="grid gap-2">
        <span>{t("overdueNotice", { date: formatDate(open.dueDate) })}</span>
        {open.invoiceUrl ? (
          <a href={open.invoiceUrl} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-4">
            {t("payNow")}
          </a>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
