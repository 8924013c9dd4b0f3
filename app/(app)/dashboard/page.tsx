import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccessDeniedNotice } from "@/components/app-shell/access-denied-notice";
import { PlanBadge } from "@/components/app-shell/plan-badge";
import { requireUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardPage({ searchParams }: Props) {
  const { profile } = await requireUser("/dashboard");
  const params = await searchParams;
  const t = await getTranslations("dashboard");
  const firstName = profile.name.trim().split(/\s+/)[0] || t("fallbackName");

  return (
    <div className="grid gap-6">
      {params.aviso === "acesso-negado" ? <AccessDeniedNotice /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t("greeting", { name: firstName })}</h1>
        <PlanBadge status={profile.subscriptionStatus} />
      </div>
      <p className="text-muted-foreground">{t("subtitle")}</p>
    </div>
  );
}
