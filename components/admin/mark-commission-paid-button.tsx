"use client";

import { RowConfirmButton, type RowActionTexts } from "@/components/common/confirm-action-button";
import { markCommissionPaidAction } from "@/lib/affiliates/actions";

/** 'Marcar como pago' → confirmation → Pago (audited); the list refreshes. */
export function MarkCommissionPaidButton({ id, ...row }: RowActionTexts & { id: string }) {
  return <RowConfirmButton {...row} onConfirm={() => markCommissionPaidAction(id, {})} />;
}
