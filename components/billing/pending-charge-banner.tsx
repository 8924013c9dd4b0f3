import { ClockIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import type { PendingCharge } from "@/lib/billing/pending-charges";
import { TextLink } from "@/components/ui/text-link";

/** Inside the app: a charge still waits for its PIX; the link goes back to the QR code and the copy-and-paste code. */
export async function PendingChargeBanner({ charges }: { charges: PendingCharge[] }) {
  if (charges.length === 0) return null;
  const t = await getTranslations("billing.pendingCharges");
  const [latest] = charges;
  return (
    <Alert variant="warning" className="mb-4" data-testid="pending-charge-banner">
      <ClockIcon aria-hidden="true" />
      <AlertTitle>{t("bannerTitle", { plan: latest.planName })}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{t("bannerBody", { value: formatBrl(Number(latest.value)), date: formatDate(latest.expiresAt) })}</span>
        <TextLink
          tone="plain"
          href={`/payment-pending?registration_id=${latest.registrationId}`}
          className="font-medium underline"
        >
          {t("bannerLink")}
        </TextLink>
        {charges.length > 1 ? (
          <TextLink tone="plain" href="/payment-pending" className="underline">
            {t("bannerAll", { count: charges.length })}
          </TextLink>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
