"use client";

import * as React from "react";
import { restoreFields, typedBeforeHydration, type TypedField } from "./pre-hydration";

type FormProps = Omit<React.ComponentProps<"form">, "action" | "method" | "encType" | "onSubmit"> & {
  /** The form's submit once hydrated (react-hook-form's handleSubmit, or a handler that calls preventDefault). */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
};

/**
 * Every form of the app that submits through JavaScript renders this instead of a bare <form>, so that what is
 * typed and submitted before the page's scripts run is kept (docs/performance.md, "Forms before hydration"):
 *
 * - Its `action` is a function, so React's server render adds its form-replay script: a submit before hydration
 *   is held (never a native GET with the fields in the URL, never a POST that reloads the page) and replayed once
 *   the form hydrates, with the FormData taken at the moment of the submit.
 * - What was typed before hydration is read from the server-rendered form during the hydration render (before
 *   react-hook-form's register() resets each input to its default) and written back once mounted, through the
 *   same input events a user's typing fires, so controlled fields and masks see it too.
 */
export function Form({ onSubmit, id, ...props }: FormProps) {
  const generatedId = React.useId();
  const formId = id ?? generatedId;
  const ref = React.useRef<HTMLFormElement>(null);
  // Runs once, during the hydration render: the server's <form> is still in the document with what was typed.
  const [typed] = React.useState<TypedField[]>(() => typedBeforeHydration(formId));

  React.useEffect(() => {
    if (ref.current && typed.length > 0) restoreFields(ref.current, typed);
  }, [typed]);

  /** Reached only by a submit React replays (a hydrated submit is prevented by onSubmit first). */
  const replay = (data: FormData) => {
    const form = ref.current;
    if (!form) return;
    // Outside React's action transition, as a user's own typing would be; the submit a task later, once React has
    // rendered what the input events changed (a handler reading state must see the restored values).
    setTimeout(() => {
      restoreFields(
        form,
        [...data.entries()].flatMap(([name, value]) => (typeof value === "string" ? [{ name, value }] : [])),
      );
      setTimeout(() => form.requestSubmit());
    });
  };

  const submit: React.FormEventHandler<HTMLFormElement> = (event) => {
    // Always prevented here, so React never calls `replay` for a hydrated submit.
    event.preventDefault();
    onSubmit(event);
  };

  return <form {...props} id={formId} ref={ref} action={replay} onSubmit={submit} />;
}
