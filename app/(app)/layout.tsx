import { connection } from "next/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AppShell } from "@/components/app-shell/app-shell";
import { PendingChargeBanner } from "@/components/billing/pending-charge-banner";
import { requireUser } from "@/lib/auth/session";
import { listPendingCharges } from "@/lib/billing/pending-charges";
import { withRls } from "@/lib/db/rls";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const { profile, claims } = await requireUser();
  // The profile lookup counted them: the list is read only when there is one (rarely).
  const charges = profile.pendingCharges > 0 ? await withRls(claims, (tx) => listPendingCharges(tx, claims.sub)) : [];
  return (
    <ClientMessages file="(app)/layout">
      <AppShell profile={profile} notice={<PendingChargeBanner charges={charges} />}>
        {children}
      </AppShell>
    </ClientMessages>
  );
}
