import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { PrivacySection } from "@/components/settings/privacy-section";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { staffOffice } from "@/lib/office/access";
import { getOffice } from "@/lib/office/queries";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.metaTitles");
  return { title: t("privacy") };
}

/** /settings/privacidade: the data export (LGPD, art. 18) and the account's deletion. */
async function PrivacySettingsPage() {
  const { claims, profile } = await requireUser(SETTINGS_PAGES.privacy);
  // The titular of an office is told before erasing that the office closes with the account (lib/account/erase.ts).
  const member = staffOffice(profile);
  const office = member ? await withRls(claims, (tx) => getOffice(tx, member.id)) : null;
  const ownedOffice = office?.ownerId === claims.sub ? office.name : null;
  return (
    <>
      {profile.userType === "admin" ? <AdminTwoFactorNotice claims={claims} /> : null}
      <PrivacySection canDelete={profile.userType !== "admin"} ownedOffice={ownedOffice} />
    </>
  );
}

export default withClientMessages("(app)/settings/privacidade/page", PrivacySettingsPage);
