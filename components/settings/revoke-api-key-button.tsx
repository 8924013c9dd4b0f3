"use client";

import { ConfirmActionButton, type ConfirmTexts } from "@/components/common/confirm-action-button";
import { Button } from "@/components/ui/button";
import { revokeApiKeyAction } from "@/lib/api/actions";

/** 'Revogar' → confirmation → the key stops working at once; the list refreshes. */
export function RevokeApiKeyButton({
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
      onConfirm={() => revokeApiKeyAction(id)}
      texts={texts}
    />
  );
}
