import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { isDevOutboxEnabled } from "@/lib/env";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.forgot");
  return { title: t("title") };
}

async function ForgotPasswordPage() {
  const t = await getTranslations("auth");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">{t("forgot.title")}</h1>
        </CardTitle>
        <CardDescription>{t("forgot.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ForgotPasswordForm />
      </CardContent>
      <CardFooter className="flex flex-col items-start gap-2 text-sm">
        <TextLink href="/login">{t("forgot.backToLogin")}</TextLink>
        {isDevOutboxEnabled() ? (
          <TextLink tone="plain" href="/dev/outbox" className="text-muted-foreground">
            {t("forgot.outboxHint")}
          </TextLink>
        ) : null}
      </CardFooter>
    </Card>
  );
}

export default withClientMessages("(auth)/forgot-password/page", ForgotPasswordPage);
