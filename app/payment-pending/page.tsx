import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/marketing/logo";
import { MissingRegistration, PaymentStatus } from "@/components/billing/payment-status";
import { PendingChargesList } from "@/components/billing/pending-charges-list";
import { getCurrentUser } from "@/lib/auth/session";
import { isSandboxBilling } from "@/lib/billing/config";
import { listPendingCharges } from "@/lib/billing/pending-charges";
import { registrationIdSchema } from "@/lib/billing/schema";
import { readRegistrationView } from "@/lib/billing/status";
import { withRls } from "@/lib/db/rls";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing.payment");
  return { title: t("metaTitle"), robots: { index: false } };
}

async function PaymentPendingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const common = await getTranslations("common");
  const raw = (await searchParams).registration_id;
  const id = registrationIdSchema.safeParse(typeof raw === "string" ? raw : "");
  const [view, user] = await Promise.all([id.success ? readRegistrationView(id.data) : null, getCurrentUser()]);
  // Without an id, a signed-in user sees their own charges waiting for the PIX (or that there is none);
  // a visitor is sent to start a registration.
  const charges = !raw && user ? await withRls(user.claims, (tx) => listPendingCharges(tx, user.claims.sub)) : null;

  return (
    <div className="bg-muted/40 flex min-h-svh flex-col items-center gap-6 p-4 pt-10">
      <header>
        <Link href="/" aria-label={common("appName")}>
          <Logo name={common("appName")} />
        </Link>
      </header>
      <main className="w-full max-w-lg">
        {view ? (
          <PaymentStatus initial={view} sandbox={isSandboxBilling()} signedIn={user !== null} />
        ) : charges ? (
          <PendingChargesList charges={charges} />
        ) : (
          <MissingRegistration messageKey={id.success ? "loadFailed" : "missingId"} />
        )}
      </main>
    </div>
  );
}

export default withClientMessages("payment-pending/page", PaymentPendingPage);
