import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { EDITING_ROLES, requireOfficePage } from "@/lib/office/access";
import { listBatches } from "@/lib/office/batches";
import { listMembers } from "@/lib/office/queries";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.batches"))("title") };
}

/** The office's batches of documents, newest first, with their progress. */
export default async function BatchesPage() {
  const { user, office } = await requireOfficePage("/escritorio/lotes");
  const t = await getTranslations("office.batches");
  const { batches, members } = await withRls(user.claims, async (tx) => ({
    batches: await listBatches(tx, office.id),
    members: await listMembers(tx),
  }));
  const names = new Map(members.map((m) => [m.userId, m.name]));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t("title")} subtitle={t("subtitle")} />
        {office.active && EDITING_ROLES.includes(office.role) ? (
          <Button asChild>
            <Link href="/escritorio/lotes/novo">{t("new")}</Link>
          </Button>
        ) : null}
      </div>
      {batches.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center">{t("empty")}</p>
      ) : (
        <Table scrollLabel={t("tableLabel")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("when")}</TableHead>
              <TableHead>{t("kind")}</TableHead>
              <TableHead>{t("who")}</TableHead>
              <TableHead>{t("progress")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {batches.map((b) => (
              <TableRow key={b.id}>
                <TableCell className="whitespace-nowrap">
                  <TextLink href={`/escritorio/lotes/${b.id}`}>{formatDateTime(b.createdAt)}</TextLink>
                </TableCell>
                <TableCell>{t(`kinds.${b.kind}`)}</TableCell>
                <TableCell>{names.get(b.createdBy) ?? "—"}</TableCell>
                <TableCell>{t("counts", { done: b.done, failed: b.failed, total: b.total })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
