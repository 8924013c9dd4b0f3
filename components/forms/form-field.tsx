"use client";

import * as React from "react";
import { Slot } from "radix-ui";
import { Label } from "@/components/ui/label";
import { clsx as cx } from "clsx";

type FormFieldProps = {
  /** Id given to the control; generated when omitted. */
  id?: string;
  label: React.ReactNode;
  /** Already-translated error text (e.g. t(errors.cpf.message)); marks the control invalid. */
  error?: string;
  description?: React.ReactNode;
  required?: boolean;
  /** Control before the label on one line (checkboxes). */
  inline?: boolean;
  className?: string;
  /** Exactly one control element; it receives id, aria-invalid, aria-describedby and aria-required. */
  children: React.ReactElement;
};

/** Label + control + help and error text, wired for screen readers; works with react-hook-form's register(). */
function FormField({ id, label, error, description, required, inline = false, className, children }: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  const control = (
    <Slot.Root
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      aria-required={required ? true : undefined}
    >
      {children}
    </Slot.Root>
  );
  const labelElement = (
    <Label htmlFor={controlId} className={cx(error && "text-destructive", inline && "font-normal leading-snug")}>
      <span>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive ml-0.5">
            *
          </span>
        ) : null}
      </span>
    </Label>
  );

  return (
    <div data-slot="form-field" className={cx("ui-form-field", className)}>
      {inline ? (
        <div className="flex items-start gap-2">
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {description ? (
        <p id={descriptionId} data-slot="form-description" className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="form-message" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField, type FormFieldProps };
