import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { getErasureTarget } from "@/lib/account/erase";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { withClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accountDeletion.admin");
  return { title: t("metaTitle") };
}

type Props = { params: Promise<{ id: string }> };

/** /admin/users/[id]/delete: an administrator erases a user's account (typed confirmation; admins refused; audited). */
async function AdminDeleteUserPage({ params }: Props) {
  const { claims } = await requireAdmin();
  const { id } = await params;
  const userId = z.uuid().safeParse(id);
  if (!userId.success) notFound();
  const target = await withRls(claims, (tx) => getErasureTarget(tx, userId.data));
  if (!target) notFound();
  const t = await getTranslations("accountDeletion");

  return (
    <Card className="max-w-2xl" aria-labelledby="admin-delete-title" role="region">
      <CardHeader>
        <h1 id="admin-delete-title" className="text-2xl font-semibold">
          {t("admin.title")}
        </h1>
        <CardDescription>{t("admin.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-1 text-sm">
          <dt className="text-muted-foreground">{t("admin.who")}</dt>
          <dd className="font-medium break-all" data-testid="erase-target">
            {target.deletedAt ? "—" : `${target.name || "—"} · ${target.email}`}
          </dd>
          <dd className="text-muted-foreground">{t("admin.since", { date: formatDate(target.createdAt) })}</dd>
        </dl>
        {target.deletedAt ? (
          <Alert>
            <AlertTitle>{t("admin.alreadyErased", { date: formatDate(target.deletedAt) })}</AlertTitle>
          </Alert>
        ) : target.userType === "admin" ? (
          <Alert variant="destructive">
            <AlertTitle>{t("admin.refusedAdmin")}</AlertTitle>
          </Alert>
        ) : (
          <DeleteAccountForm
            targetId={target.id}
            idPrefix="admin-delete"
            label={t("admin.confirmLabel")}
            passwordLabel={t("admin.passwordLabel")}
            submit={t("admin.submit")}
            done={t("admin.done")}
          />
        )}
      </CardContent>
      <CardFooter>
        <TextLink href="/admin/users" className="text-sm">
          {t("admin.back")}
        </TextLink>
      </CardFooter>
    </Card>
  );
}

export default withClientMessages("admin/(panel)/users/[id]/delete/page", AdminDeleteUserPage);
