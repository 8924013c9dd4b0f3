"use client";

import { RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { useMessage } from "@/components/forms/use-message";
import { Button } from "@/components/ui/button";
import { rerunRiskDetectorAction } from "@/lib/analyses/actions";

/** 'Analisar novamente': re-runs the detector on the server, stores the run and refreshes the page. */
export function RerunButton() {
  const t = useTranslations("insights.risk");
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const rerun = () =>
    startTransition(async () => {
      try {
        const result = await rerunRiskDetectorAction(undefined);
        if (!result.ok) {
          toast.error(t("rerunFailed"), { description: message(result.message, result.values) });
          return;
        }
        toast.success(t("rerunDone"));
        router.refresh();
      } catch {
        toast.error(t("rerunFailed"), { description: message("common.genericError") });
      }
    });
  return (
    <Button type="button" onClick={rerun} disabled={pending} data-testid="risk-rerun">
      <RefreshCwIcon className={pending ? "animate-spin" : undefined} aria-hidden />
      {pending ? t("rerunning") : t("rerun")}
    </Button>
  );
}
