import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginErrorNotice } from "@/components/auth/query-notice";
import { SignInForm } from "@/components/auth/sign-in-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.admin");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function AdminLoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const t = await getTranslations("auth");
  return (
    <div className="bg-muted/40 flex min-h-svh items-center justify-center p-4">
      <main className="w-full max-w-md">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl font-semibold">{t("admin.title")}</h1>
            </CardTitle>
            <CardDescription>{t("admin.description")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <LoginErrorNotice code={params.erro} />
            <SignInForm
              portal="admin"
              submitLabel={t("admin.submit")}
              successMessage={t("login.success")}
              errorTitle={t("admin.errorTitle")}
            />
          </CardContent>
          <CardFooter className="text-sm">
            <TextLink href="/login">{t("admin.userLogin")}</TextLink>
          </CardFooter>
        </Card>
      </main>
    </div>
  );
}

export default withClientMessages("admin/login/page", AdminLoginPage);
