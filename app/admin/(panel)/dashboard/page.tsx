import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getAdminOverview } from "@/lib/admin/queries";
import { requireAdmin } from "@/lib/auth/session";
import { formatBrl } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("title") };
}

export default async function AdminDashboardPage() {
  const { claims, profile } = await requireAdmin();
  const t = await getTranslations("admin");
  const overview = await withRls(claims, (tx) => getAdminOverview(tx));
  const cards = [
    { title: t("users"), value: String(overview.users), detail: t("newThisMonth", { count: overview.usersThisMonth }) },
    { title: t("simulations"), value: String(overview.simulations), detail: t("thisMonth", { count: overview.simulationsThisMonth }) },
    { title: t("revenue"), value: formatBrl(overview.revenue), detail: t("revenueDetail") },
  ];
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("welcome", { name: profile.name })}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <Card key={card.title}>
            <CardHeader>
              <CardDescription>{card.title}</CardDescription>
              <CardTitle className="text-2xl">{card.value}</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground text-sm">{card.detail}</CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
