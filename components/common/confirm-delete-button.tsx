"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { useMessage } from "@/components/auth/use-message";
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
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";

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
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      try {
        const result = await onDelete();
        if (!result.ok) {
          toast.error(texts.failed, { description: message(result.code) });
          return;
        }
        toast.success(texts.deleted);
        if (redirectTo) router.replace(redirectTo);
        router.refresh();
      } catch {
        toast.error(texts.failed, { description: message("common.genericError") });
      }
    });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={texts.label} disabled={pending}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>{texts.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
