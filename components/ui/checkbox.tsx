"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type"> & {
  /** Called with the new state, as Radix's checkbox was (the callers' Controllers use it). */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn as the design system's (the ui-checkbox class of app/globals.css). It is ticked and sent with
 * its form before the page's scripts run, where Radix's was a button that did neither; its markup is one element
 * instead of ~800 bytes (the plans editor has 90 of them).
 */
function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn("peer ui-checkbox", className)}
      onChange={(event) => {
        onChange?.(event);
        onCheckedChange?.(event.target.checked);
      }}
      {...props}
    />
  );
}

export { Checkbox };
