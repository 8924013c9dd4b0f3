import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FilterBar, FilterField } from "@/components/admin/filter-bar";
import { AdminPagination } from "@/components/admin/pagination";
import { StatCard } from "@/components/admin/stat-card";
import { NativeSelect } from "@/components/forms/native-select";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { firstValues, userFiltersSchema } from "@/lib/admin/schema";
import { getAdminUserCounters, listAdminUsers, listPlanOptions } from "@/lib/admin/users";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate } from "@/lib/br/date";
import { USER_TYPES } from "@/lib/db/enums";
import { withRls } from "@/lib/db/rls";
import { planStatusLabel, subscriptionStatusOptions } from "@/lib/plans/labels";
import { PageHeader } from "@/components/common/page-header";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOps.users");
  return { title: t("title") };
}

export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { claims } = await requireAdmin();
  const filters = userFiltersSchema.parse(firstValues(await searchParams));
  const [t, tc, tTypes, tPlans] = await Promise.all([
    getTranslations("adminOps.users"),
    getTranslations("adminOps.common"),
    getTranslations("adminOps.userTypes"),
    getTranslations("planBadge"),
  ]);
  const [counters, list, plans] = await withRls(
    claims,
    async (tx) =>
      [await getAdminUserCounters(tx), await listAdminUsers(tx, filters), await listPlanOptions(tx)] as const,
  );
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("description")} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title={t("counters.total")} value={String(counters.total)} />
        <StatCard title={t("counters.professional")} value={String(counters.professional)} />
        <StatCard title={t("counters.new30d")} value={String(counters.new30d)} />
        <StatCard title={t("counters.simulations30d")} value={String(counters.simulations30d)} />
      </div>
      <FilterBar action="/admin/users" label={t("search")}>
        <FilterField id="users-q" label={t("search")}>
          <Input id="users-q" name="q" type="search" defaultValue={filters.q ?? ""} maxLength={100} />
        </FilterField>
        <FilterField id="users-type" label={t("type")}>
          <NativeSelect id="users-type" name="type" defaultValue={filters.type ?? ""}>
            <option value="">{t("allTypes")}</option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {tTypes(type)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="users-plan" label={t("plan")}>
          <NativeSelect id="users-plan" name="plan" defaultValue={filters.plan ?? ""}>
            <option value="">{t("allPlans")}</option>
            {subscriptionStatusOptions(plans, tPlans).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      </FilterBar>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("total", { count: list.total })}
      </p>
      {list.rows.length === 0 ? (
        <p className="rounded-md border p-6 text-center">{t("empty")}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.name")}</TableHead>
              <TableHead>{t("columns.email")}</TableHead>
              <TableHead>{t("columns.type")}</TableHead>
              <TableHead>{t("columns.plan")}</TableHead>
              <TableHead>{t("columns.createdAt")}</TableHead>
              <TableHead>
                <span className="sr-only">{tc("actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="font-medium">{user.name || t("noName")}</TableCell>
                <TableCell className="break-all">{user.email}</TableCell>
                <TableCell>
                  <Badge variant={user.userType === "admin" ? "default" : "outline"}>{tTypes(user.userType)}</Badge>
                </TableCell>
                <TableCell>{planStatusLabel(user.subscriptionStatus, tPlans, user.planName)}</TableCell>
                <TableCell>{formatDate(user.createdAt)}</TableCell>
                <TableCell>
                  <TextLink href={`/admin/users/${user.id}`}>
                    {tc("view")}
                    <span className="sr-only"> {user.name || user.email}</span>
                  </TextLink>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AdminPagination
        basePath="/admin/users"
        params={{ q: filters.q, type: filters.type, plan: filters.plan }}
        page={filters.page}
        pageCount={list.pageCount}
      />
    </div>
  );
}
