import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { NotificationsSection } from "@/components/settings/notifications-section";
import { ProfileLinkSection } from "@/components/settings/profile-link-section";
import { SubscriptionSection } from "@/components/settings/subscription-section";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { requireUser } from "@/lib/auth/session";
import { getSubscriptionOverview } from "@/lib/billing/subscription-overview";
import { withRls } from "@/lib/db/rls";
import { pageOf } from "@/lib/pagination";
import { listMyNotifications } from "@/lib/notifications/inbox";
import { getNotificationPreferences } from "@/lib/notifications/store";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("metaTitle") };
}

/** /settings, Conta e assinatura: the profile link, the subscription with its payment history, the notifications. */
async function SettingsPage({ searchParams }: { searchParams: Promise<{ pagamentos?: string | string[] }> }) {
  const { claims, profile } = await requireUser(SETTINGS_PAGES.account);
  const historyPage = pageOf((await searchParams).pagamentos);
  const { overview, notifications, sent } = await withRls(claims, async (tx) => ({
    overview: await getSubscriptionOverview(tx, historyPage),
    notifications: await getNotificationPreferences(tx, claims.sub),
    sent: await listMyNotifications(tx, claims.sub, 20),
  }));
  return (
    <>
      {profile.userType === "admin" ? <AdminTwoFactorNotice claims={claims} /> : null}
      <ProfileLinkSection />
      <SubscriptionSection overview={overview} />
      <NotificationsSection preferences={notifications} email={profile.email} sent={sent} />
    </>
  );
}

export default withClientMessages("(app)/settings/page", SettingsPage);
