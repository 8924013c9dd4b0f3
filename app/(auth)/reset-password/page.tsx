import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getClaims } from "@/lib/auth/session";
import { isSupabaseAuth } from "@/lib/env";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.reset");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function ResetPasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const t = await getTranslations("auth.reset");
  const token = typeof params.token === "string" && params.token.length <= 200 ? params.token : null;
  // Local adapter: the link carries a one-time token. Supabase: /auth/confirm already opened a recovery session.
  const usable = isSupabaseAuth() ? Boolean(await getClaims()) : Boolean(token);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
        </CardTitle>
        <CardDescription>{usable ? t("description") : t("missingToken")}</CardDescription>
      </CardHeader>
      <CardContent>
        {usable ? <ResetPasswordForm token={token} /> : <TextLink href="/forgot-password">{t("requestNew")}</TextLink>}
      </CardContent>
    </Card>
  );
}

export default withClientMessages("(auth)/reset-password/page", ResetPasswordPage);
