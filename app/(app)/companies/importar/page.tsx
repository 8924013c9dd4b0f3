import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { ImportDocuments } from "@/components/documents/import-documents";
import { withClientMessages } from "@/components/i18n/client-messages";
import { requireUser } from "@/lib/auth/session";
import { EDITING_ROLES, staffOffice } from "@/lib/office/access";
import { PDF_LIMITS, SHEET_LIMITS, UPLOAD_LIMITS } from "@/lib/documents/limits";
import { ImportSheet } from "@/components/documents/import-sheet";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("documents");
  return { title: t("title") };
}

const MB = 1024 * 1024;

async function ImportPage() {
  const { profile } = await requireUser("/companies/importar");
  const t = await getTranslations("documents");
  // An office's socio or analista import the office's clients (lib/documents/owner.ts): the page says where they go.
  const office = staffOffice(profile);
  const intoOffice = office && EDITING_ROLES.includes(office.role) ? office : null;
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
        <Link href={intoOffice ? "/escritorio" : "/companies"} className="text-muted-foreground text-sm underline">
          {intoOffice ? t("intoOffice.back") : t("company.back")}
        </Link>
        <PageHeader title={t("title")} subtitle={t("subtitle")} />
        {intoOffice ? <p className="text-sm">{t("intoOffice.note", { office: intoOffice.name })}</p> : null}
      </div>
      <section className="grid gap-3" aria-labelledby="import-pdf">
        <h2 id="import-pdf" className="text-lg font-semibold">
          {t("tabs.pdf")}
        </h2>
        <ImportDocuments limits={limits} />
      </section>
      <section className="grid gap-3 border-t pt-6" aria-labelledby="import-sheet">
        <h2 id="import-sheet" className="text-lg font-semibold">
          {t("tabs.sheet")}
        </h2>
        <ImportSheet limits={{ mb: SHEET_LIMITS.bytes / MB, rows: SHEET_LIMITS.rows }} />
      </section>
    </div>
  );
}

export default withClientMessages("(app)/companies/importar/page", ImportPage);
