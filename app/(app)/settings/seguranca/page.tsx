import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { SecuritySection } from "@/components/account/security-section";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { requireUser } from "@/lib/auth/session";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.metaTitles");
  return { title: t("security") };
}

/** /settings/seguranca: password, open sessions and two-factor authentication (where an admin is sent to enrol). */
async function SecuritySettingsPage() {
  const { claims, profile } = await requireUser(SETTINGS_PAGES.security);
  return (
    <>
      {profile.userType === "admin" ? <AdminTwoFactorNotice claims={claims} showAction={false} /> : null}
      <SecuritySection userId={claims.sub} />
    </>
  );
}

export default withClientMessages("(app)/settings/seguranca/page", SecuritySettingsPage);
