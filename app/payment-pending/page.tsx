import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/marketing/logo";
import { MissingRegistration, PaymentStatus } from "@/components/billing/payment-status";
import { isSandboxBilling } from "@/lib/billing/config";
import { registrationIdSchema } from "@/lib/billing/schema";
import { readRegistrationView } from "@/lib/billing/status";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing.payment");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function PaymentPendingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const common = await getTranslations("common");
  const raw = (await searchParams).registration_id;
  const id = registrationIdSchema.safeParse(typeof raw === "string" ? raw : "");
  const view = id.success ? await readRegistrationView(id.data) : null;

  return (
    <div className="bg-muted/40 flex min-h-svh flex-col items-center gap-6 p-4 pt-10">
      <Link href="/" aria-label={common("appName")}>
        <Logo name={common("appName")} />
      </Link>
      <main className="w-full max-w-lg">
        {view ? (
          <PaymentStatus initial={view} sandbox={isSandboxBilling()} />
        ) : (
          <MissingRegistration messageKey={id.success ? "loadFailed" : "missingId"} />
        )}
      </main>
    </div>
  );
}
