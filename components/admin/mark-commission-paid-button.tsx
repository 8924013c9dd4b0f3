"use client";

import { ConfirmActionButton, type ConfirmTexts } from "@/components/common/confirm-action-button";
import { Button } from "@/components/ui/button";
import { markCommissionPaidAction } from "@/lib/affiliates/actions";

/** 'Marcar como pago' → confirmation → Pago (audited); the list refreshes. */
export function MarkCommissionPaidButton({
  id,
  label,
  button,
  texts,
}: {
  id: string;
  label: string;
  button: string;
  texts: ConfirmTexts;
}) {
  return (
    <ConfirmActionButton
      trigger={(pending) => (
        <Button variant="outline" size="sm" disabled={pending} aria-label={label}>
          {button}
        </Button>
      )}
      onConfirm={() => markCommissionPaidAction(id, {})}
      texts={texts}
    />
  );
}
