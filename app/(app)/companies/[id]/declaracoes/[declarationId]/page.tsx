import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { PageHeader } from "@/components/common/page-header";
import { DeclarationReconciliation } from "@/components/documents/declaration-reconciliation";
import { formatPa } from "@/components/documents/format";
import { DeclarationStatusBadge } from "@/components/documents/status-badge";
import { requireUser } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { getDeclaration } from "@/lib/documents/queries";

type Props = { params: Promise<{ id: string; declarationId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("documents");
  return { title: t("company.declarations") };
}

/** One declaration reconciled with the law: per activity, per tax, the likely cause and the memória. */
export default async function DeclarationPage({ params }: Props) {
  const { id, declarationId } = await params;
  const { claims } = await requireUser(`/companies/${encodeURIComponent(id)}`);
  if (!z.uuid().safeParse(id).success || !z.uuid().safeParse(declarationId).success) notFound();
  const declaration = await withRls(claims, (tx) => getDeclaration(tx, claims.sub, declarationId));
  if (!declaration || declaration.companyId !== id) notFound();
  const t = await getTranslations("documents");
  const kind = t(`kind.${declaration.kind}`);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link href={`/companies/${id}`} className="text-muted-foreground text-sm underline">
          {t("company.declarations")}
        </Link>
        <PageHeader
          title={t("declaration.title", { pa: formatPa(declaration.pa) })}
          subtitle={
            declaration.transmittedAt
              ? t("declaration.subtitle", {
                  kind,
                  number: declaration.number,
                  date: formatDateTime(declaration.transmittedAt),
                })
              : t("declaration.notTransmitted", { kind, number: declaration.number })
          }
        />
        <div className="flex flex-wrap items-center gap-3">
          <DeclarationStatusBadge status={declaration.status} difference={Math.round(declaration.difference * 100)} />
          {declaration.hasFile && (
            <a className="text-sm underline" href={`/companies/${id}/declaracoes/${declaration.id}/pdf`}>
              {t("company.downloadPdf")}
            </a>
          )}
        </div>
      </div>
      <DeclarationReconciliation reconciliation={declaration.reconciliation} />
    </div>
  );
}
