"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useMessage } from "@/components/forms/use-message";
import { calculateToolAction } from "@/lib/tools/actions";
import type { ToolKey, ToolResult } from "@/lib/tools/catalogue";

type Notice = { title: string; description?: string; tone?: "success" | "warning" };

/**
 * Runs a calculator on the server and keeps the result with the exact form values it came from
 * (what 'Salvar simulação' sends). `notice` builds the toast that reports the result.
 */
export function useToolCalculation<K extends ToolKey, V>(
  tool: K,
  notice: (result: ToolResult<K>) => Notice,
  onDone?: (result: ToolResult<K>) => void,
) {
  const t = useTranslations("tools.errors");
  const message = useMessage();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ result: ToolResult<K>; values: V } | null>(null);

  const run = (values: V) =>
    startTransition(async () => {
      setFailure(null);
      try {
        const res = await calculateToolAction(tool, values);
        if (!res.ok) {
          const text = message(res.message, res.values) ?? t("invalid");
          setFailure(text);
          toast.error(t("calcFailed"), { description: text });
          return;
        }
        setOutcome({ result: res.data, values });
        onDone?.(res.data);
        const n = notice(res.data);
        // At the bottom: the result opens at the top of the page, and a phone shows toasts full width. It only
        // informs (the result says the same), so a tap goes through it to the page: on a phone it lay over
        // 'Salvar simulação', and a pointer resting on it kept it open.
        (n.tone === "warning" ? toast.warning : toast.success)(n.title, {
          description: n.description,
          position: "bottom-center",
          className: "pointer-events-none",
        });
      } catch {
        const text = message("common.genericError") ?? "";
        setFailure(text);
        toast.error(t("calcFailed"), { description: text });
      }
    });

  /** Back to an empty form: no result, no failure. */
  const reset = () => {
    setOutcome(null);
    setFailure(null);
  };

  return { run, reset, pending, failure, outcome };
}
