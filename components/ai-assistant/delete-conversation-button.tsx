"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/common/confirm-delete-button";
import { deleteConversationAction } from "@/lib/ai/actions";

/** Deletes a past conversation after confirmation; leaves it when it is the one open. */
export function DeleteConversationButton({
  id,
  title,
  redirectTo,
}: {
  id: string;
  title: string;
  redirectTo?: string;
}) {
  const t = useTranslations("aiAssistant.history");
  return (
    <ConfirmDeleteButton
      onDelete={() => deleteConversationAction(id)}
      redirectTo={redirectTo}
      texts={{
        label: t("deleteLabel", { title }),
        title: t("deleteTitle"),
        description: t("deleteDescription"),
        cancel: t("cancel"),
        confirm: t("confirmDelete"),
        deleted: t("deleted"),
        failed: t("deleteFailed"),
      }}
    />
  );
}
