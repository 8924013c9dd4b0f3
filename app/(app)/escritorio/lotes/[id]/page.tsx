import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { PageHeader } from "@/components/common/page-header";
import { withClientMessages } from "@/components/i18n/client-messages";
import { BatchProgress } from "@/components/office/batch-progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { requireOfficePage } from "@/lib/office/access";
import { getBatch } from "@/lib/office/batches";
import { TextLink } from "@/components/ui/text-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("office.batches"))("title") };
}

type Props = { params: Promise<{ id: string }> };

/** One batch: its progress, each client's document or the reason it failed, and the ZIP of what is done. */
async function BatchPage({ params }: Props) {
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const { user, office } = await requireOfficePage(`/escritorio/lotes/${id.data}`);
  const found = await withRls(user.claims, (tx) => getBatch(tx, office.id, id.data));
  if (!found) notFound();
  const { batch, items } = found;
  const t = await getTranslations("office.batches");
  const queued = batch.total - batch.done - batch.failed;
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader
        title={t(`kinds.${batch.kind}`)}
        subtitle={t("askedAt", { date: formatDateTime(batch.createdAt) }) + (batch.share ? ` · ${t("shared")}` : "")}
      />
      <BatchProgress
        batchId={batch.id}
        done={batch.done}
        failed={batch.failed}
        total={batch.total}
        mine={batch.createdBy === user.claims.sub}
      />
      {batch.done > 0 ? (
        <p>
          <TextLink
            native
            href={`/escritorio/lotes/${batch.id}/zip`}
            className="font-medium"
            data-testid="batch-zip"
            download
          >
            {queued > 0 ? t("zipPartial", { count: batch.done }) : t("zip", { count: batch.done })}
          </TextLink>
        </p>
      ) : null}
      <Table scrollLabel={t("itemsLabel")} data-testid="batch-items">
        <TableHeader>
          <TableRow>
            <TableHead>{t("client")}</TableHead>
            <TableHead>{t("status")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-status={item.status}>
              <TableCell>{item.companyName}</TableCell>
              <TableCell>
                {item.status === "done" && item.documentId ? (
                  <TextLink native href={`/escritorio/documentos/${item.documentId}`}>
                    {t("download")}
                  </TextLink>
                ) : item.status === "failed" ? (
                  <span className="text-destructive">{t(`errors.${item.error ?? "render_failed"}`)}</span>
                ) : (
                  <span className="text-muted-foreground">{t("waiting")}</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export default withClientMessages("(app)/escritorio/lotes/[id]/page", BatchPage);
