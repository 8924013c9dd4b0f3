"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action-call";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { resumeBatchAction } from "@/lib/office/batch-actions";

/** The batch's progress bar; the page reloads its data every few seconds until every client is done or failed. */
export function BatchProgress({
  batchId,
  done,
  failed,
  total,
  mine,
}: {
  batchId: string;
  done: number;
  failed: number;
  total: number;
  mine: boolean;
}) {
  const t = useTranslations("office.batches");
  const router = useRouter();
  const { run: resume, pending } = useActionCall({
    action: () => resumeBatchAction(batchId),
    errorTitle: t("resumeFailed"),
    onSuccess: (data: { queued: number }) => {
      toast.success(t("resumed", { count: data.queued }));
    },
  });
  const finished = done + failed >= total;
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => router.refresh(), 2500);
    return () => clearInterval(timer);
  }, [finished, router]);
  return (
    <div className="grid gap-2" data-testid="batch-progress" data-finished={finished}>
      <Progress value={Math.round(((done + failed) / total) * 100)} aria-label={t("progressLabel")} />
      <p role="status" className="text-sm">
        {finished ? t("finished", { done, failed, total }) : t("running", { done, failed, total })}
      </p>
      {!finished && mine ? (
        <Button variant="outline" size="sm" onClick={() => resume()} disabled={pending} className="justify-self-start">
          {t("resume")}
        </Button>
      ) : null}
    </div>
  );
}
