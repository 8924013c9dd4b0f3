"use client";

import { RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action-call";
import { Button } from "@/components/ui/button";
import { rerunRiskDetectorAction } from "@/lib/analyses/actions";

/** 'Analisar novamente': re-runs the detector on the server, stores the run and refreshes the page. */
export function RerunButton() {
  const t = useTranslations("insights.risk");
  const router = useRouter();
  const { run: rerun, pending } = useActionCall({
    action: () => rerunRiskDetectorAction(undefined),
    errorTitle: t("rerunFailed"),
    onSuccess: () => {
      toast.success(t("rerunDone"));
      router.refresh();
    },
  });
  return (
    <Button type="button" onClick={() => rerun()} disabled={pending} data-testid="risk-rerun">
      <RefreshCwIcon className={pending ? "animate-spin" : undefined} aria-hidden />
      {pending ? t("rerunning") : t("rerun")}
    </Button>
  );
}
