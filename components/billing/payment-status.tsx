"use client";

import { CheckCircle2Icon, ClockIcon, CopyIcon, ExternalLinkIcon, XCircleIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action-call";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import {
  registrationStatusAction,
  simulateSandboxAction,
  verifyRegistrationAction,
} from "@/lib/billing/payment-actions";
import type { RegistrationView } from "@/lib/billing/status";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { TextLink } from "@/components/ui/text-link";

const POLL_MS = 3000;
const FINAL = new Set(["paid", "expired", "cancelled"]);

/** `signedIn`: the payer is signed in here, so the way on is the dashboard, never 'Entrar'. */
export function PaymentStatus({
  initial,
  sandbox,
  signedIn,
}: {
  initial: RegistrationView;
  sandbox: boolean;
  signedIn: boolean;
}) {
  const t = useTranslations("billing.payment");
  const [view, setView] = useState(initial);

  const apply = useCallback(
    (next: RegistrationView) =>
      setView((previous) => {
        if (previous.status !== "paid" && next.status === "paid") toast.success(t("paidToast"));
        return next;
      }),
    [t],
  );

  useEffect(() => {
    if (FINAL.has(view.status)) return;
    const timer = setInterval(async () => {
      const result = await registrationStatusAction(view.id).catch(() => null);
      if (result?.ok) apply(result.data);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [view.id, view.status, apply]);

  // 'Já paguei' and the sandbox's simulations: each answers with the registration as it stands now.
  const { run, pending } = useActionCall({
    action: (call: () => ReturnType<typeof verifyRegistrationAction>, _success?: string) => call(),
    errorTitle: t("errorTitle"),
    fallbackMessage: t("errors.verifyFailed"),
    onSuccess: (data, _call, success?: string) => {
      apply(data);
      if (success) toast.success(success);
    },
  });

  const copy = async () => {
    if (!view.pixPayload) return;
    try {
      await navigator.clipboard.writeText(view.pixPayload);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  const openInvoice = () => {
    if (!view.invoiceUrl) toast.error(t("errorTitle"), { description: t("errors.noInvoice") });
    else window.open(view.invoiceUrl, "_blank", "noopener,noreferrer");
  };

  const header = {
    pending_payment: {
      icon: <ClockIcon className="size-5" aria-hidden="true" />,
      label: t("status.pending_payment"),
      variant: "warning" as const,
    },
    paid: {
      icon: <CheckCircle2Icon className="size-5" aria-hidden="true" />,
      label: t("status.paid"),
      variant: "success" as const,
    },
    expired: {
      icon: <XCircleIcon className="size-5" aria-hidden="true" />,
      label: t("status.expired"),
      variant: "destructive" as const,
    },
    cancelled: {
      icon: <XCircleIcon className="size-5" aria-hidden="true" />,
      label: t("status.unknown"),
      variant: "secondary" as const,
    },
  }[view.status] ?? { icon: null, label: t("status.unknown"), variant: "secondary" as const };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-2xl">
            <h1>{view.status === "paid" ? t("paidTitle") : t("title")}</h1>
          </CardTitle>
          <Badge variant={header.variant} data-testid="registration-status" className="gap-1">
            {header.icon}
            {header.label}
          </Badge>
        </div>
        <CardDescription>{t("summary", { plan: view.planName, value: formatBrl(Number(view.value)) })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-live="polite">
        {view.status === "paid" ? <p>{t("paidBody", { plan: view.planName })}</p> : null}
        {view.status === "expired" ? <p>{t("expiredBody")}</p> : null}
        {view.status === "cancelled" ? <p>{t("cancelledBody")}</p> : null}
        {view.status === "pending_payment" ? (
          <>
            <p className="text-muted-foreground text-sm">{t("instructions", { date: formatDate(view.dueDate) })}</p>
            {view.pixImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data: URL generated per charge; nothing for next/image to optimise
              <img
                src={`data:image/png;base64,${view.pixImage}`}
                alt={t("qrAlt")}
                width={240}
                height={240}
                className="mx-auto rounded-md border"
              />
            ) : null}
            {view.pixPayload ? (
              <div className="grid gap-2">
                <label htmlFor="pix-payload" className="text-sm font-medium">
                  {t("copyPasteLabel")}
                </label>
                <textarea
                  id="pix-payload"
                  readOnly
                  value={view.pixPayload}
                  rows={3}
                  className="bg-muted w-full resize-none rounded-md border p-2 font-mono text-xs break-all"
                />
                <Button type="button" variant="outline" onClick={copy}>
                  <CopyIcon aria-hidden="true" /> {t("copy")}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        {sandbox && view.status === "pending_payment" && view.openPaymentId ? (
          <div className="grid gap-2 rounded-md border border-dashed p-3">
            <p className="text-muted-foreground text-sm">{t("sandboxNote")}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                disabled={pending}
                onClick={() => run(() => simulateSandboxAction(view.id, "received"))}
              >
                {t("simulatePaid")}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => run(() => simulateSandboxAction(view.id, "overdue"))}
              >
                {t("simulateOverdue")}
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {view.status === "paid" ? (
          <Button asChild>
            {signedIn ? (
              <Link href="/dashboard">{t("goToDashboard")}</Link>
            ) : (
              <Link href="/login?next=%2Fdashboard">{t("signIn")}</Link>
            )}
          </Button>
        ) : view.status === "pending_payment" ? (
          <>
            <Button type="button" variant="outline" onClick={openInvoice}>
              <ExternalLinkIcon aria-hidden="true" /> {t("openInvoice")}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={pending}
              onClick={() => run(() => verifyRegistrationAction(view.id), t("verified"))}
            >
              {t("verify")}
            </Button>
          </>
        ) : (
          <Button asChild>
            {signedIn ? (
              <Link href="/subscription">{t("choosePlan")}</Link>
            ) : (
              <Link href="/plans">{t("newRegistration")}</Link>
            )}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** Without a usable id: the toast, then /register to start over. */
export function MissingRegistration({ messageKey }: { messageKey: "missingId" | "loadFailed" }) {
  const t = useTranslations("billing.payment");
  useEffect(() => {
    toast.error(t("errorTitle"), { description: t(`errors.${messageKey}`) });
    const timer = setTimeout(() => window.location.replace("/register"), 1000);
    return () => clearTimeout(timer);
  }, [messageKey, t]);
  // The page's heading says why; the link is there for whoever reads before the timer moves on.
  return (
    <div className="grid justify-items-center gap-2 text-center">
      <h1 className="text-xl font-semibold">{t(`errors.${messageKey}`)}</h1>
      <TextLink href="/register" className="underline">
        {t("toRegister")}
      </TextLink>
    </div>
  );
}
