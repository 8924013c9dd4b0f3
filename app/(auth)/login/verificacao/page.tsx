import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { getAuth } from "@/lib/auth/adapter";
import { requestCookieJar } from "@/lib/auth/cookie-jars";
import { PORTALS, type Portal } from "@/lib/auth/landing";
import { safeRedirect } from "@/lib/auth/redirect";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("security.secondStep");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Second step of a sign-in on an account with two-factor authentication (after a right password). */
async function SecondFactorPage({ searchParams }: Props) {
  const params = await searchParams;
  const t = await getTranslations("security.secondStep");
  const portal: Portal = PORTALS.find((p) => p === params.portal) ?? "subscriber";
  const next = safeRedirect(params.next, "") || undefined;
  const pending = await getAuth().pendingSecondFactor(await requestCookieJar());
  const loginPath = portal === "admin" ? "/admin/login" : "/login";

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
        </CardTitle>
        <CardDescription>{pending ? t("description") : t("expired")}</CardDescription>
      </CardHeader>
      {pending ? (
        <CardContent>
          <SecondFactorForm portal={portal} next={next} />
        </CardContent>
      ) : null}
      <CardFooter>
        <TextLink href={loginPath} className="text-sm">
          {t("back")}
        </TextLink>
      </CardFooter>
    </Card>
  );
}

export default withClientMessages("(auth)/login/verificacao/page", SecondFactorPage);
