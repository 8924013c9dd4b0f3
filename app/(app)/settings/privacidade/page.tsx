import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { PrivacySection } from "@/components/settings/privacy-section";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { requireUser } from "@/lib/auth/session";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.metaTitles");
  return { title: t("privacy") };
}

/** /settings/privacidade: the data export (LGPD, art. 18) and the account's deletion. */
async function PrivacySettingsPage() {
  const { claims, profile } = await requireUser(SETTINGS_PAGES.privacy);
  return (
    <>
      {profile.userType === "admin" ? <AdminTwoFactorNotice claims={claims} /> : null}
      <PrivacySection canDelete={profile.userType !== "admin"} />
    </>
  );
}

export default withClientMessages("(app)/settings/privacidade/page", PrivacySettingsPage);
