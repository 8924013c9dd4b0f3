import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { priceCentavos } from "@/lib/billing/plans";
import type { SubscriptionOverview, SubscriptionSummary } from "@/lib/billing/subscription-overview";
import { formatDate } from "@/lib/br/date";
import { formatBrlFromCentavos } from "@/lib/br/money";
import { CancelSubscriptionButton } from "./cancel-subscription-button";
import { PaymentHistory } from "./payment-history";
import { TextLink } from "@/components/ui/text-link";

const brl = (value: string) => formatBrlFromCentavos(priceCentavos(value));

/** /settings, subscription section: current plan, next charge, history, change plan and cancel. */
export async function SubscriptionSection({ overview }: { overview: SubscriptionOverview }) {
  const t = await getTranslations("billing.subscription");
  const { plan, current, openCharge, others, pendingRegistration, everPaid } = overview;
  // A plan without a running subscription: assigned by hand. Past charges below are history, said so, so the
  // page never reads "sem cobrança recorrente" above paid charges without explaining them.
  const description = current
    ? null
    : plan
      ? everPaid
        ? t("manualPaidDescription")
        : t("manualDescription")
      : everPaid
        ? t("endedDescription")
        : t("trialDescription");

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="subscription-title" role="region">
        <CardHeader>
          <h2 id="subscription-title" className="text-lg leading-none font-semibold">
            {t("title")}
          </h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground text-sm">{t("currentPlan")}</dt>
              <dd className="font-semibold" data-testid="current-plan">
                {current?.planName ?? plan?.name ?? t("trialPlan")}
              </dd>
              {current || plan ? (
                <dd className="text-muted-foreground text-sm">
                  {t("price", { value: brl(current?.value ?? plan!.monthlyPrice) })}
                </dd>
              ) : null}
            </div>
            {current ? <CurrentDetails subscription={current} /> : null}
          </dl>
          {current?.cancelAtPeriodEnd && current.currentPeriodEnd ? (
            <Alert data-testid="cancelled-notice">
              <AlertDescription>
                {t("cancelledNotice", { plan: current.planName, date: formatDate(current.currentPeriodEnd) })}
              </AlertDescription>
            </Alert>
          ) : null}
          {current?.status === "overdue" && openCharge ? (
            <Alert variant="destructive">
              <AlertDescription className="grid gap-2">
                <span>{t("overdueNotice", { date: formatDate(openCharge.dueDate) })}</span>
                {openCharge.invoiceUrl ? (
                  <TextLink
                    native
                    tone="plain"
                    href={openCharge.invoiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium underline"
                  >
                    {t("payNow")} <span className="sr-only">{t("newTab")}</span>
                  </TextLink>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          {others.length > 0 ? <OtherSubscriptions subscriptions={others} /> : null}
          {pendingRegistration ? (
            <p className="text-sm">
              {t("pendingChange", { plan: pendingRegistration.planName })}{" "}
              <TextLink href={`/payment-pending?registration_id=${pendingRegistration.id}`}>
                {t("pendingChangeLink")}
              </TextLink>
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="flex flex-wrap items-center gap-3">
          <Button asChild>
            <Link href="/subscription">{current || plan ? t("upgrade") : t("subscribe")}</Link>
          </Button>
          {current?.cancellable ? <CancelButton subscription={current} /> : null}
          {current?.cancellable ? <p className="text-muted-foreground w-full text-sm">{t("cancelAnytime")}</p> : null}
        </CardFooter>
      </Card>
      <PaymentHistory payments={overview.payments} page={overview.historyPage} older={overview.olderPayments} />
    </div>
  );
}

async function CurrentDetails({ subscription: s }: { subscription: SubscriptionSummary }) {
  const t = await getTranslations("billing.subscription");
  return (
    <>
      <div>
        <dt className="text-muted-foreground text-sm">{t("statusLabel")}</dt>
        <dd>
          <Badge
            variant={s.status === "overdue" ? "destructive" : s.cancelAtPeriodEnd ? "outline" : "default"}
            data-testid="subscription-status"
          >
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
        <dd data-testid="next-charge">
          {s.nextDueDate
            ? t("nextChargeValue", { date: formatDate(s.nextDueDate), value: brl(s.value) })
            : t("noNextCharge")}
        </dd>
      </div>
    </>
  );
}

/** The plan before an upgrade (no new charges, access until its period ends), or one still charging. */
async function OtherSubscriptions({ subscriptions }: { subscriptions: SubscriptionSummary[] }) {
  const t = await getTranslations("billing.subscription");
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">{t("endingTitle")}</p>
      <ul className="grid gap-2">
        {subscriptions.map((s) => (
          <li key={s.id} className="text-muted-foreground flex flex-wrap items-center gap-3">
            <span>
              {s.cancelAtPeriodEnd
                ? t("endingItem", { plan: s.planName, date: formatDate(s.currentPeriodEnd) })
                : t("chargingItem", { plan: s.planName })}
            </span>
            {s.cancellable ? <CancelButton subscription={s} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

async function CancelButton({ subscription: s }: { subscription: SubscriptionSummary }) {
  const t = await getTranslations("billing.subscription");
  // Overdue: the paid period is over, so cancelling ends nothing but the open charge.
  const keepsAccess = s.status === "active" && s.currentPeriodEnd !== null;
  return (
    <CancelSubscriptionButton
      subscriptionId={s.id}
      texts={{
        button: t("cancel"),
        title: t("cancelTitle", { plan: s.planName }),
        description: keepsAccess
          ? t("cancelDescription", { date: formatDate(s.currentPeriodEnd) })
          : t("cancelDescriptionNoPeriod"),
        cancel: t("cancelKeep"),
        confirm: t("cancelConfirm"),
        done: t("cancelled"),
        doneUntil: t("cancelledUntil", { date: "{date}" }),
        failed: t("cancelFailedTitle"),
      }}
    />
  );
}
