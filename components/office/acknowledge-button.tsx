"use client";

import { useTranslations } from "next-intl";
import { ConfirmActionButton } from "@/components/common/confirm-action-button";
import { Button } from "@/components/ui/button";
import { acknowledgeDecisionAction } from "@/lib/office/portal-actions";

/** "Estou ciente" on a decision record: confirmed once, recorded with the time and the client's login. */
export function AcknowledgeButton({ documentId, title }: { documentId: string; title: string }) {
  const t = useTranslations("office.portal");
  return (
    <ConfirmActionButton
      trigger={(pending) => (
        <Button size="sm" disabled={pending} aria-label={t("ackOf", { title })}>
          {t("ack")}
        </Button>
      )}
      onConfirm={() => acknowledgeDecisionAction(documentId)}
      texts={{
        title: t("ackTitle"),
        description: t("ackDescription"),
        cancel: t("cancel"),
        confirm: t("ack"),
        done: t("ackDone"),
        failed: t("ackFailed"),
      }}
    />
  );
}
