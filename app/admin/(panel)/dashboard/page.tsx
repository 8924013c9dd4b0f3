import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StatCard } from "@/components/admin/stat-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getAdminOverview, getRecentActivity, type ActivityItem } from "@/lib/admin/queries";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate, formatDateTime, formatRelative } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("title") };
}

export default async function AdminDashboardPage() {
  const { claims, profile } = await requireAdmin();
  const t = await getTranslations("admin");
  const td = await getTranslations("adminOps.dashboard");
  const [overview, activity] = await withRls(
    claims,
    async (tx) => [await getAdminOverview(tx), await getRecentActivity(tx)] as const,
  );
  const now = new Date();
  const describe = (item: ActivityItem) => {
    const name = item.name || td("someone");
    if (item.kind === "signup") return td("signup", { name });
    if (item.kind === "payment") return td("payment", { name, value: formatBrl(item.value) });
    return td("simulation", { name, title: item.title });
  };
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("welcome", { name: profile.name })} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t("users")}
          value={String(overview.users)}
          detail={t("newThisMonth", { count: overview.usersThisMonth })}
        />
        <StatCard
          title={t("simulations")}
          value={String(overview.simulations)}
          detail={t("thisMonth", { count: overview.simulationsThisMonth })}
        />
        <StatCard title={t("revenue")} value={formatBrl(overview.revenue)} detail={t("revenueDetail")} />
        <StatCard title={td("activeUsers")} value={String(overview.activeUsers30d)} detail={td("activeUsersDetail")} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{td("activity")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {activity.length === 0 ? (
            <p className="text-muted-foreground text-sm">{td("activityEmpty")}</p>
          ) : (
            <ul className="grid gap-3" data-testid="admin-activity">
              {activity.map((item) => (
                <li
                  key={`${item.kind}:${item.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm"
                >
                  <span className="min-w-0 break-words">{describe(item)}</span>
                  {item.kind === "payment" && item.day ? (
                    <time dateTime={item.day} className="text-muted-foreground shrink-0">
                      {formatDate(item.day)}
                    </time>
                  ) : (
                    <time
                      dateTime={item.at.toISOString()}
                      title={formatDateTime(item.at)}
                      className="text-muted-foreground shrink-0"
                    >
                      {formatRelative(item.at, now)}
                    </time>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
