"use client";

import * as React from "react";
import { spriteSvg } from "@/components/icons/sprite-icon";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type PasswordInputProps = Omit<React.ComponentProps<"input">, "type"> & {
  /** Accessible name of the toggle while the password is hidden (e.g. "Mostrar senha"). */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible (e.g. "Ocultar senha"). */
  hideLabel: string;
};

/** Password input with a show/hide toggle; forwards ref and aria props to the <input>. */
function PasswordInput({ className, showLabel, hideLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div data-slot="password-input" className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-10", className)} disabled={disabled} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={props.id}
        className="ui-password-toggle"
      >
        {spriteSvg(visible ? "eye-off" : "eye", { className: "size-4" })}
      </button>
    </div>
  );
}

export { PasswordInput, type PasswordInputProps };
