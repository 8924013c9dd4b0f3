"use client";

import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { ConfirmActionButton } from "./confirm-action-button";

export type ConfirmDeleteTexts = {
  /** Accessible name of the trash button. */
  label: string;
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  deleted: string;
  failed: string;
};

/** Trash button → confirmation dialog → delete action; toasts the outcome and refreshes (or leaves) the page. */
export function ConfirmDeleteButton({
  onDelete,
  texts,
  redirectTo,
}: {
  onDelete: () => Promise<ActionResult<unknown>>;
  texts: ConfirmDeleteTexts;
  redirectTo?: string;
}) {
  return (
    <ConfirmActionButton
      trigger={(pending) => (
        <Button variant="ghost" size="icon" aria-label={texts.label} disabled={pending}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      )}
      onConfirm={onDelete}
      texts={{ ...texts, done: texts.deleted }}
      redirectTo={redirectTo}
    />
  );
}
