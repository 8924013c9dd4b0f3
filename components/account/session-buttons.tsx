"use client";

import {
  ConfirmActionButton,
  RowConfirmButton,
  type ConfirmTexts,
  type RowActionTexts,
} from "@/components/common/confirm-action-button";
import { Button } from "@/components/ui/button";
import { revokeOtherSessionsAction, revokeSessionAction } from "@/lib/account/security-actions";

/** 'Encerrar' on one session of the list → confirmation → that device is signed out. */
export function RevokeSessionButton({ id, ...row }: RowActionTexts & { id: string }) {
  return <RowConfirmButton {...row} onConfirm={() => revokeSessionAction(id)} />;
}

/** 'Encerrar todas as outras sessões' → confirmation → every other device is signed out. */
export function RevokeOtherSessionsButton({ button, texts }: { button: string; texts: ConfirmTexts }) {
  return (
    <ConfirmActionButton
      trigger={(pending) => (
        <Button variant="outline" disabled={pending} className="h-auto min-h-9 justify-self-start whitespace-normal">
          {button}
        </Button>
      )}
      onConfirm={() => revokeOtherSessionsAction(undefined)}
      texts={texts}
    />
  );
}
