import { getTranslations } from "next-intl/server";
import { ShieldAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { adminTwoFactorState } from "@/lib/auth/admin-two-factor";
import { SETTINGS_PAGES } from "@/lib/auth/routes";
import type { AuthClaims } from "@/lib/auth/types";
import { TextLink } from "@/components/ui/text-link";

/**
 * The persistent prompt an administrator without two-factor authentication sees (admin area and the pages of
 * /settings), until they turn it on; it says when the admin setting makes it mandatory.
 */
export async function AdminTwoFactorNotice({
  claims,
  showAction = true,
}: {
  claims: AuthClaims;
  showAction?: boolean;
}) {
  const state = await adminTwoFactorState(claims);
  if (state.enabled) return null;
  const t = await getTranslations("security.adminPrompt");
  return (
    <Alert variant="warning" className="mb-4" data-testid="admin-2fa-notice">
      <ShieldAlertIcon aria-hidden="true" />
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription>
        <p>{state.required ? t("required") : t("description")}</p>
        {showAction ? (
          <TextLink tone="plain" href={SETTINGS_PAGES.security} className="font-medium underline">
            {t("action")}
          </TextLink>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
