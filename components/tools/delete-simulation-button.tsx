"use client";

import { useTranslations } from "next-intl";
import { ConfirmDeleteButton } from "@/components/common/confirm-delete-button";
import { deleteSimulationAction } from "@/lib/simulations/actions";

/** Deletes a saved simulation after confirmation; `redirectTo` leaves a detail page that no longer exists. */
export function DeleteSimulationButton({ id, title, redirectTo }: { id: string; title: string; redirectTo?: string }) {
  const t = useTranslations("simulations");
  return (
    <ConfirmDeleteButton
      onDelete={() => deleteSimulationAction(id)}
      redirectTo={redirectTo}
      texts={{
        label: t("delete", { title }),
        title: t("deleteTitle"),
        description: t("deleteDescription", { title }),
        cancel: t("cancel"),
        confirm: t("confirmDelete"),
        deleted: t("deleted"),
        failed: t("errors.deleteFailed"),
      }}
    />
  );
}
