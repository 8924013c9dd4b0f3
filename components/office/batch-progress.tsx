"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "sonner";
import { useMessage } from "@/components/forms/use-message";
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
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const finished = done + failed >= total;
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => router.refresh(), 2500);
    return () => clearInterval(timer);
  }, [finished, router]);
  const resume = () =>
    startTransition(async () => {
      const result = await resumeBatchAction(batchId);
      if (!result.ok) toast.error(t("resumeFailed"), { description: message(result.message, result.values) });
      else toast.success(t("resumed", { count: result.data.queued }));
    });
  return (
    <div className="grid gap-2" data-testid="batch-progress" data-finished={finished}>
      <Progress value={Math.round(((done + failed) / total) * 100)} aria-label={t("progressLabel")} />
      <p role="status" className="text-sm">
        {finished ? t("finished", { done, failed, total }) : t("running", { done, failed, total })}
      </p>
      {!finished && mine ? (
        <Button variant="outline" size="sm" onClick={resume} disabled={pending} className="justify-self-start">
          {t("resume")}
        </Button>
      ) : null}
    </div>
  );
}
