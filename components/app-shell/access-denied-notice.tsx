import { ShieldXIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { AccessDeniedToast } from "./access-denied-toast";

/** Shown on /dashboard when the admin gate sent a non-admin here (?aviso=acesso-negado). */
export async function AccessDeniedNotice() {
  const t = await getTranslations("dashboard");
  return (
    <>
      <Alert variant="destructive">
        <ShieldXIcon aria-hidden="true" />
        <AlertTitle>{t("accessDenied")}</AlertTitle>
        <AlertDescription>{t("accessDeniedDetail")}</AlertDescription>
      </Alert>
      <AccessDeniedToast title={t("accessDenied")} description={t("accessDeniedDetail")} />
    </>
  );
}
