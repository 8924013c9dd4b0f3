"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/common/confirm-delete-button";
import { deleteCompanyAction } from "@/lib/companies/actions";

export function DeleteCompanyButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations("companies");
  return (
    <ConfirmDeleteButton
      onDelete={() => deleteCompanyAction(id)}
      texts={{
        label: t("delete", { name }),
        title: t("deleteTitle", { name }),
        description: t("deleteDescription"),
        cancel: t("cancel"),
        confirm: t("confirmDelete"),
        deleted: t("toast.deleted", { name }),
        failed: t("errors.deleteFailed"),
      }}
    />
  );
}
