"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useTransition } from "react";
import { get, useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { useMessage } from "./use-message";

type Options<In extends FieldValues, Out, Data> = {
  /** The same zod schema the action parses with (client-safe schema.ts). */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Receives the raw form values: the action parses them again with the same schema. */
  action: (values: In) => Promise<ActionResult<Data>>;
  onSuccess: (data: Data, values: In) => void | Promise<void>;
  /** Title of the error toast; without it failures show inline only. */
  errorTitle?: string;
  /** Shown when the action fails in a way it could not describe (network down, server crash). */
  fallbackMessage: string;
};

/**
 * react-hook-form + a server action + the toast, the one way a form submits: validates on the client with the
 * shared schema, calls the action with what was typed, marks the fields the server refused, shows the
 * failure inline (announced) and as a toast, and keeps every value the user typed.
 */
export function useActionForm<In extends FieldValues, Out, Data>({
  schema,
  defaultValues,
  action,
  onSuccess,
  errorTitle,
  fallbackMessage,
}: Options<In, Out, Data>) {
  const message = useMessage();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });

  const show = (text: string) => {
    setFailure(text);
    if (errorTitle) toast.error(errorTitle, { description: text });
  };

  const submit = form.handleSubmit(() =>
    startTransition(async () => {
      setFailure(null);
      const values = form.getValues();
      try {
        const result = await action(values);
        if (!result.ok) {
          for (const [field, key] of Object.entries(result.fieldErrors ?? {}))
            form.setError(field as Path<In>, { message: key });
          show(message(result.message, result.values) ?? fallbackMessage);
          return;
        }
        await onSuccess(result.data, values);
      } catch {
        show(fallbackMessage);
      }
    }),
  );

  /** The translated error of one field, for <FormField error=…>. */
  const fieldError = (name: Path<In>): string | undefined =>
    message((get(form.formState.errors, name) as { message?: string } | undefined)?.message);

  return { form, submit, pending, failure, fieldError, message };
}
