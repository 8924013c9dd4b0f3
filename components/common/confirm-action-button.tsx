"use client";

import { useRouter } from "next/navigation";
import type { ReactElement } from "react";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action-call";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import type { ActionResult } from "@/lib/action-result";

export type ConfirmTexts = {
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  done: string;
  failed: string;
};

/**
 * A trigger → confirmation dialog → server action. Toasts the outcome (with an optional description
 * built from the action's data) and refreshes the page, or leaves it for `redirectTo`.
 */
export function ConfirmActionButton<T>({
  trigger,
  onConfirm,
  texts,
  doneDescription,
  redirectTo,
}: {
  /** Receives `pending` so it can disable itself while the action runs. */
  trigger: (pending: boolean) => ReactElement;
  onConfirm: () => Promise<ActionResult<T>>;
  texts: ConfirmTexts;
  doneDescription?: (data: T) => string | undefined;
  redirectTo?: string;
}) {
  const router = useRouter();
  const { run: confirm, pending } = useActionCall({
    action: onConfirm,
    errorTitle: texts.failed,
    onSuccess: (data) => {
      const description = doneDescription?.(data);
      toast.success(texts.done, description ? { description } : undefined);
      if (redirectTo) router.replace(redirectTo);
      router.refresh();
    },
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger(pending)}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => confirm()}>{texts.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** What a list row's confirm button shows: its visible text, the row it acts on (for screen readers), the dialog. */
export type RowActionTexts = { label: string; button: string; texts: ConfirmTexts };

/** A small outline button on one row of a list (a session, an API key, a commission) → confirmation → action. */
export function RowConfirmButton<T>({
  label,
  button,
  texts,
  onConfirm,
}: RowActionTexts & { onConfirm: () => Promise<ActionResult<T>> }) {
  return (
    <ConfirmActionButton
      trigger={(pending) => (
        <Button variant="outline" size="sm" disabled={pending} aria-label={label}>
          {button}
        </Button>
      )}
      onConfirm={onConfirm}
      texts={texts}
    />
  );
}
