import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AffiliateSignUpForm } from "@/components/auth/affiliate-sign-up-form";
import { LoginErrorNotice } from "@/components/auth/query-notice";
import { SignInForm } from "@/components/auth/sign-in-form";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.login");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const t = await getTranslations("auth");
  const next = typeof params.next === "string" ? params.next : undefined;
  const tab = params.tab === "cadastro" ? "signup" : params.tab === "afiliado" ? "affiliate" : "subscriber";

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">{t("login.title")}</h1>
        </CardTitle>
        <CardDescription>{t("login.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LoginErrorNotice code={params.erro} />
        {params.senha === "alterada" ? (
          <Alert variant="success">
            <AlertTitle>{t("resetDone")}</AlertTitle>
          </Alert>
        ) : null}
        <Tabs defaultValue={tab}>
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="subscriber">{t("login.tabSubscriber")}</TabsTrigger>
            <TabsTrigger value="affiliate">{t("login.tabAffiliate")}</TabsTrigger>
            <TabsTrigger value="signup">{t("login.tabSignUp")}</TabsTrigger>
          </TabsList>
          <TabsContent value="subscriber" className="pt-4">
            <SignInForm
              portal="subscriber"
              next={next}
              submitLabel={t("login.submit")}
              successMessage={t("login.success")}
              errorTitle={t("login.errorTitle")}
            />
          </TabsContent>
          <TabsContent value="affiliate" className="pt-4">
            <SignInForm
              portal="affiliate"
              submitLabel={t("login.affiliateSubmit")}
              successMessage={t("login.affiliateSuccess")}
              errorTitle={t("login.errorTitle")}
            />
          </TabsContent>
          <TabsContent value="signup" className="grid gap-4 pt-4">
            <div>
              <h2 className="font-medium">{t("signUp.title")}</h2>
              <p className="text-muted-foreground text-sm">{t("signUp.description")}</p>
            </div>
            <AffiliateSignUpForm />
          </TabsContent>
        </Tabs>
      </CardContent>
      <CardFooter className="flex flex-col items-start gap-2 text-sm">
        <TextLink href="/forgot-password">{t("login.forgot")}</TextLink>
        <TextLink href="/register">{t("login.registerLink")}</TextLink>
        <TextLink tone="plain" href="/admin/login" className="text-muted-foreground">
          {t("login.adminLink")}
        </TextLink>
      </CardFooter>
    </Card>
  );
}

export default withClientMessages("(auth)/login/page", LoginPage);
