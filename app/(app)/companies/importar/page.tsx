import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { ImportDocuments } from "@/components/documents/import-documents";
import { withClientMessages } from "@/components/i18n/client-messages";
import { requireUser } from "@/lib/auth/session";
import { PDF_LIMITS, UPLOAD_LIMITS } from "@/lib/documents/limits";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("documents");
  return { title: t("title") };
}

const MB = 1024 * 1024;

async function ImportPage() {
  await requireUser("/companies/importar");
  const t = await getTranslations("documents");
  const limits = {
    files: UPLOAD_LIMITS.files,
    fileMb: UPLOAD_LIMITS.fileBytes / MB,
    pages: PDF_LIMITS.pages,
    zipEntries: UPLOAD_LIMITS.zipEntries,
    totalMb: UPLOAD_LIMITS.requestBytes / MB,
  };
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link href="/companies" className="text-muted-foreground text-sm underline">
          {t("company.back")}
        </Link>
        <PageHeader title={t("title")} subtitle={t("subtitle")} />
      </div>
      <ImportDocuments limits={limits} />
    </div>
  );
}

export default withClientMessages("(app)/companies/importar/page", ImportPage);
