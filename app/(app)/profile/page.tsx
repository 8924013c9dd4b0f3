import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmailChangeForm } from "@/components/account/email-change-form";
import { ProfileForm } from "@/components/account/profile-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getProfileDetails } from "@/lib/account/profile";
import { requireUser } from "@/lib/auth/session";
import { formatDate } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("metaTitle") };
}

const OUTCOMES = ["alterado", "pendente", "em-uso", "invalido"] as const;

async function ProfilePage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  const { claims } = await requireUser("/profile");
  const t = await getTranslations("profile");
  const profile = await withRls(claims, (tx) => getProfileDetails(tx, claims.sub));
  if (!profile) notFound();
  const requested = (await searchParams).email;
  const outcome = OUTCOMES.find((o) => o === requested);
  const stat = (label: string, value: string | number, testId: string) => (
    <div>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );

  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {outcome ? (
        <Alert role="status" variant={outcome === "alterado" || outcome === "pendente" ? "default" : "destructive"}>
          <AlertDescription>{t(`outcome.${outcome}`)}</AlertDescription>
        </Alert>
      ) : null}
      <Card role="region" aria-labelledby="profile-personal">
        <CardHeader>
          <h2 id="profile-personal" className="text-lg font-semibold">
            {t("personalTitle")}
          </h2>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ProfileForm defaults={{ name: profile.name, phone: profile.phone }} />
          <dl>
            <dt className="text-muted-foreground text-sm">{t("document")}</dt>
            <dd className="font-mono" data-testid="profile-document">
              {profile.documentMasked ?? t("noDocument")}
            </dd>
            <dd className="text-muted-foreground text-sm">{t("documentHint")}</dd>
          </dl>
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="profile-email">
        <CardHeader>
          <h2 id="profile-email" className="text-lg font-semibold">
            {t("emailTitle")}
          </h2>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl>
            <dt className="text-muted-foreground text-sm">{t("currentEmail")}</dt>
            <dd className="break-all" data-testid="profile-email-current">
              {profile.email}
            </dd>
          </dl>
          <EmailChangeForm />
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="profile-account">
        <CardHeader>
          <h2 id="profile-account" className="text-lg font-semibold">
            {t("accountTitle")}
          </h2>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-4">
            {stat(t("memberSince"), formatDate(profile.memberSince), "profile-member-since")}
            {stat(t("simulations"), profile.stats.simulations, "profile-simulations")}
            {stat(t("companies"), profile.stats.companies, "profile-companies")}
            {stat(t("reports"), profile.stats.reports, "profile-reports")}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

export default withClientMessages("(app)/profile/page", ProfilePage);
