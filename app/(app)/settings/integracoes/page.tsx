import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTwoFactorNotice } from "@/components/account/admin-two-factor-notice";
import { BrandingSection } from "@/components/reports/branding-section";
import { ApiKeysSection } from "@/components/settings/api-keys-section";
import { listApiKeys } from "@/lib/api/keys";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { hasFeature } from "@/lib/plans/permissions";
import { planStatusOf } from "@/lib/plans/queries";
import { WHITE_LABEL_FLAG } from "@/lib/reports/plan-flags";
import { getBrandingSettings } from "@/lib/reports/queries";
import { withClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.metaTitles");
  return { title: t("integrations") };
}

/** /settings/integracoes: the public API's keys and the office's brand on the PDF reports, each as the plan allows. */
async function IntegrationsSettingsPage() {
  const { claims, profile } = await requireUser(SETTINGS_PAGES.integrations);
  // The plan's permissions came with the profile (lib/auth/profile.ts).
  const { permissions } = planStatusOf(profile);
  const apiAccess = hasFeature(permissions, "apiAccess");
  const whiteLabel = hasFeature(permissions, WHITE_LABEL_FLAG);
  const { keys, branding } = await withRls(claims, async (tx) => ({
    keys: apiAccess ? await listApiKeys(tx, claims.sub) : [],
    branding: await getBrandingSettings(tx, claims.sub),
  }));
  return (
    <>
      {profile.userType === "admin" ? <AdminTwoFactorNotice claims={claims} /> : null}
      <ApiKeysSection allowed={apiAccess} keys={keys} />
      <BrandingSection branding={branding} allowed={whiteLabel} />
    </>
  );
}

export default withClientMessages("(app)/settings/integracoes/page", IntegrationsSettingsPage);
