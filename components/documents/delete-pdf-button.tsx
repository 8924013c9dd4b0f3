"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/common/confirm-delete-button";
import { deleteDocumentFileAction } from "@/lib/documents/file-actions";

/** The trash button beside a kept PDF's download: the file goes, the document's data stays. */
export function DeletePdfButton({
  companyId,
  pa,
  of,
}: {
  companyId: string;
  /** "08/2026". */
  pa: string;
  of: { declarationId: string } | { dasId: string };
}) {
  const t = useTranslations("documents.company");
  return (
    <ConfirmDeleteButton
      onDelete={() => deleteDocumentFileAction({ companyId, ...of })}
      texts={{
        label: t("deletePdfOf", { pa }),
        title: t("deletePdfTitle", { pa }),
        description: t("deletePdfDescription"),
        cancel: t("deletePdfCancel"),
        confirm: t("deletePdfConfirm"),
        deleted: t("pdfDeleted", { pa }),
        failed: t("fileNotFound"),
      }}
    />
  );
}
