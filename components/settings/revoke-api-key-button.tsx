"use client";

import { RowConfirmButton, type RowActionTexts } from "@/components/common/confirm-action-button";
import { revokeApiKeyAction } from "@/lib/api/actions";

/** 'Revogar' → confirmation → the key stops working at once; the list refreshes. */
export function RevokeApiKeyButton({ id, ...row }: RowActionTexts & { id: string }) {
  return <RowConfirmButton {...row} onConfirm={() => revokeApiKeyAction(id)} />;
}
