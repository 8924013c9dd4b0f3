import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EditUserForm } from "@/components/admin/edit-user-form";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { TitledCard } from "@/components/common/titled-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { userIdSchema } from "@/lib/admin/schema";
import { getAdminUser, listPlanOptions } from "@/lib/admin/users";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate, formatDateTime } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";
import { planStatusLabel, subscriptionStatusOptions } from "@/lib/plans/labels";
import { cn } from "@/lib/utils";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOps.users");
  return { title: t("title") };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { claims } = await requireAdmin();
  const id = userIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const [user, plans] = await withRls(
    claims,
    async (tx) => [await getAdminUser(tx, id.data), await listPlanOptions(tx)] as const,
  );
  if (!user) notFound();
  const [t, tTypes, tPlans, tPay] = await Promise.all([
    getTranslations("adminOps.users"),
    getTranslations("adminOps.userTypes"),
    getTranslations("planBadge"),
    getTranslations("adminOps.payments"),
  ]);
  const { profile, subscription, usage, payments } = user;
  const statusLabel = (status: string) =>
    tPay.has(`statuses.${status}` as never) ? tPay(`statuses.${status}` as never) : status;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <TextLink href="/admin/users" className="text-sm">
          {t("back")}
        </TextLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-words">{profile.name || t("noName")}</h1>
          <Badge variant={profile.userType === "admin" ? "default" : "outline"}>{tTypes(profile.userType)}</Badge>
        </div>
        <p className="text-muted-foreground break-all">{profile.email}</p>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard title={t("profile")}>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label={t("planName")}>{profile.planName ?? planStatusLabel(profile.subscriptionStatus, tPlans)}</Fact>
            <Fact label={t("columns.plan")}>
              {planStatusLabel(profile.subscriptionStatus, tPlans, profile.planName)}
            </Fact>
            <Fact label={t("phone")}>{profile.phone ?? "—"}</Fact>
            <Fact label={t("createdAt")}>{formatDate(profile.createdAt)}</Fact>
            <Fact label={t("updatedAt")}>{formatDateTime(profile.updatedAt)}</Fact>
          </dl>
        </TitledCard>

        <TitledCard title={t("subscription")}>
          {subscription ? (
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={t("planName")}>{subscription.planName}</Fact>
              <Fact label={t("columns.plan")}>{t(`subscriptionStatus.${subscription.status}` as never)}</Fact>
              <Fact label={t("subscriptionValue")}>{formatBrl(subscription.value)}</Fact>
              <Fact label={t("providerLabel")}>{t(`provider.${subscription.provider}` as never)}</Fact>
              <Fact label={t("periodEnd")}>{formatDate(subscription.currentPeriodEnd)}</Fact>
              <Fact label={t("nextDue")}>{formatDate(subscription.nextDueDate)}</Fact>
              {subscription.cancelAtPeriodEnd ? <Fact label={t("cancelAtPeriodEnd")}>✓</Fact> : null}
            </dl>
          ) : (
            <p className="text-muted-foreground text-sm">{t("noSubscription")}</p>
          )}
        </TitledCard>

        <TitledCard title={t("usage")}>
          <dl className="grid grid-cols-2 gap-3">
            <Fact label={t("usageSimulations")}>{usage.simulations}</Fact>
            <Fact label={t("usageSimulationsMonth")}>{usage.simulationsThisMonth}</Fact>
            <Fact label={t("usageCompanies")}>{usage.companies}</Fact>
            <Fact label={t("usageReports")}>{usage.reports}</Fact>
          </dl>
        </TitledCard>

        <TitledCard title={t("edit")} contentClassName="grid gap-4">
          <EditUserForm
            userId={profile.id}
            ownAccount={profile.id === claims.sub}
            defaults={{
              name: profile.name,
              userType: profile.userType,
              subscriptionStatus: profile.subscriptionStatus,
            }}
            // Active plans (trial always) and the user's own even if it was archived since: others cannot be chosen.
            planOptions={subscriptionStatusOptions(
              plans.filter((p) => p.isActive || p.slug === "trial" || p.slug === profile.subscriptionStatus),
              tPlans,
            )}
          />
          {profile.userType !== "admin" ? (
            <Link
              href={`/admin/users/${profile.id}/delete`}
              prefetch={false}
              className={cn(buttonVariants({ variant: "destructive" }), "justify-self-start")}
            >
              {t("delete")}
            </Link>
          ) : null}
        </TitledCard>
      </div>

      <TitledCard title={t("payments")}>
        {payments.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noPayments")}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{tPay("columns.createdAt")}</TableHead>
                <TableHead>{tPay("columns.value")}</TableHead>
                <TableHead>{tPay("columns.status")}</TableHead>
                <TableHead>{tPay("columns.dueDate")}</TableHead>
                <TableHead>{tPay("columns.billingType")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{formatDate(p.createdAt)}</TableCell>
                  <TableCell>{formatBrl(p.value)}</TableCell>
                  <TableCell>{statusLabel(p.status)}</TableCell>
                  <TableCell>{formatDate(p.dueDate)}</TableCell>
                  <TableCell>{p.billingType ?? tPay("notAvailable")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TitledCard>
    </div>
  );
}

export default withClientMessages("admin/(panel)/users/[id]/page", AdminUserPage);
