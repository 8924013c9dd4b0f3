import { AlertCircleIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { LOGIN_ERROR_CODES, type LoginErrorCode } from "@/lib/auth/routes";

/** Shows the reason a gate sent the visitor here (?erro=acesso|perfil|inesperado); unknown values are ignored. */
export async function LoginErrorNotice({ code }: { code: string | string[] | undefined }) {
  if (typeof code !== "string" || !LOGIN_ERROR_CODES.includes(code as LoginErrorCode)) return null;
  const t = await getTranslations("auth.queryErrors");
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{t(code as LoginErrorCode)}</AlertTitle>
    </Alert>
  );
}
