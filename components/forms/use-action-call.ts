"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import type { ActionFailure, ActionResult } from "@/lib/action-result";
import { useMessage } from "./use-message";

type Options<Args extends unknown[], Data> = {
  /** The server action, or a function that calls it with the arguments the button knows. */
  action: (...args: Args) => Promise<ActionResult<Data>>;
  /** After an `{ ok: true }`: toast, refresh, navigate. A throw here is reported like a failed call. */
  onSuccess?: (data: Data, ...args: Args) => void | Promise<void>;
  /**
   * After a failure was shown: undo what the control did before the answer came (a select's value), mark fields.
   * `result` is the action's `{ ok: false }`, or null when the call threw.
   */
  onFailure?: (text: string, result: ActionFailure | null) => void;
  /** Title of the error toast; without it failures show through `failure` only. */
  errorTitle?: string;
  /** Shown when the action fails in a way it could not describe (network down, server crash). Default: common.genericError. */
  fallbackMessage?: string;
};

/**
 * A server action called from a button, a select or a dialog (no form to validate: `useActionForm` is for those),
 * the one way: `run(...args)` calls it in a transition, `pending` disables the control, a failure's message is
 * translated once (the action's key with its values, else `fallbackMessage`), toasted under `errorTitle` and kept in
 * `failure` for an inline alert. A thrown action never becomes an unhandled rejection.
 */
export function useActionCall<Args extends unknown[], Data>({
  action,
  onSuccess,
  onFailure,
  errorTitle,
  fallbackMessage,
}: Options<Args, Data>) {
  const message = useMessage();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);

  const show = (text: string, result: ActionFailure | null) => {
    setFailure(text);
    if (errorTitle) toast.error(errorTitle, { description: text });
    onFailure?.(text, result);
  };

  const run = (...args: Args) =>
    startTransition(async () => {
      setFailure(null);
      const fallback = fallbackMessage ?? message("common.genericError")!;
      try {
        const result = await action(...args);
        if (!result.ok) {
          show(message(result.message, result.values) ?? fallback, result);
          return;
        }
        await onSuccess?.(result.data, ...args);
      } catch {
        show(fallback, null);
      }
    });

  return { run, pending, failure, clearFailure: () => setFailure(null) };
}
