"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useActionCall } from "@/components/forms/use-action-call";
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
  const [outcome, setOutcome] = useState<{ result: ToolResult<K>; values: V } | null>(null);

  const { run, pending, failure, clearFailure } = useActionCall({
    action: (values: V) => calculateToolAction(tool, values),
    errorTitle: t("calcFailed"),
    onSuccess: (result, values) => {
      setOutcome({ result, values });
      onDone?.(result);
      const n = notice(result);
      // At the bottom: the result opens at the top of the page, and a phone shows toasts full width. It only
      // informs (the result says the same), so a tap goes through it to the page: on a phone it lay over
      // 'Salvar simulação', and a pointer resting on it kept it open.
      (n.tone === "warning" ? toast.warning : toast.success)(n.title, {
        description: n.description,
        position: "bottom-center",
        className: "pointer-events-none",
      });
    },
  });

  /** Back to an empty form: no result, no failure. */
  const reset = () => {
    setOutcome(null);
    clearFailure();
  };

  return { run, reset, pending, failure, outcome };
}
