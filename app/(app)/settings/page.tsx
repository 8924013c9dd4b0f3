import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { SecuritySection } from "@/components/account/security-section";
import { ApiKeysSection } from "@/components/settings/api-keys-section";
import { NotificationsSection } from "@/components/settings/notifications-section";
import { PrivacySection } from "@/components/settings/privacy-section";
import { ProfileLinkSection } from "@/components/settings/profile-link-section";
import { BrandingSection } from "@/components/reports/branding-section";
import { SubscriptionSection } from "@/components/settings/subscription-section";
import { listApiKeys } from "@/lib/api/keys";
import { requireUser } from "@/lib/auth/session";
import { getSubscriptionOverview } from "@/lib/billing/subscription-overview";
import { withRls } from "@/lib/db/rls";
import { pageOf } from "@/lib/pagination";
import { getNotificationPreferences } from "@/lib/notifications/store";
import { hasFeature } from "@/lib/plans/permissions";
import { planStatusOf } from "@/lib/plans/queries";
import { WHITE_LABEL_FLAG } from "@/lib/reports/plan-flags";
import { getBrandingSettings } from "@/lib/reports/queries";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("metaTitle") };
}

async function SettingsPage({ searchParams }: { searchParams: Promise<{ pagamentos?: string | string[] }> }) {
  const { claims, profile } = await requireUser("/settings");
  const historyPage = pageOf((await searchParams).pagamentos);
  const t = await getTranslations("settings");
  // The plan's permissions came with the profile (lib/auth/profile.ts).
  const { permissions } = planStatusOf(profile);
  const apiAccess = hasFeature(permissions, "apiAccess");
  const whiteLabel = hasFeature(permissions, WHITE_LABEL_FLAG);
  const { overview, keys, branding, notifications } = await withRls(claims, async (tx) => ({
    overview: await getSubscriptionOverview(tx, historyPage),
    keys: apiAccess ? await listApiKeys(tx, claims.sub) : [],
    branding: await getBrandingSettings(tx, claims.sub),
    notifications: await getNotificationPreferences(tx, claims.sub),
  }));
  return (
    <div className="grid max-w-4xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      {profile.userType === "admin" ? <AdminTwoFactorNotice claims={claims} showAction={false} /> : null}
      <ProfileLinkSection />
      <SubscriptionSection overview={overview} />
      <NotificationsSection preferences={notifications} email={profile.email} />
      <BrandingSection branding={branding} allowed={whiteLabel} />
      <SecuritySection userId={claims.sub} />
      <ApiKeysSection allowed={apiAccess} keys={keys} />
      <PrivacySection canDelete={profile.userType !== "admin"} />
    </div>
  );
}

export default withClientMessages("(app)/settings/page", SettingsPage);
