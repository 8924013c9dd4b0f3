"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "sonner";

const REFRESH_MS = 3_000;

/**
 * While any report of the history is 'Processando', refreshes the page's server data every 3 s; when one this tab
 * saw processing turns 'Concluído', says so.
 */
export function RefreshWhileProcessing({ processing, completed }: { processing: string[]; completed: string[] }) {
  const router = useRouter();
  const t = useTranslations("systemReports.toast");
  const seen = useRef(new Set<string>());
  useEffect(() => {
    for (const id of completed) {
      if (seen.current.delete(id)) toast.success(t("ready"));
    }
    for (const id of processing) seen.current.add(id);
  }, [processing, completed, t]);
  const active = processing.length > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}
