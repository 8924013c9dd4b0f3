"use client";

import { Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
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
import { deleteSimulationAction } from "@/lib/simulations/actions";

/** Deletes a saved simulation after confirmation; `redirectTo` leaves a detail page that no longer exists. */
export function DeleteSimulationButton({ id, title, redirectTo }: { id: string; title: string; redirectTo?: string }) {
  const t = useTranslations("simulations");
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      try {
        const result = await deleteSimulationAction(id);
        if (!result.ok) {
          toast.error(t("errors.deleteFailed"), { description: message(result.code) });
          return;
        }
        toast.success(t("deleted"));
        if (redirectTo) router.replace(redirectTo);
        router.refresh();
      } catch {
        toast.error(t("errors.deleteFailed"), { description: message("common.genericError") });
      }
    });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("delete", { title })} disabled={pending}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deleteTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("deleteDescription", { title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>{t("confirmDelete")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
