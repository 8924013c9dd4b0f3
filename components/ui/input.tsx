import * as React from "react";
import { clsx as cx } from "clsx";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cx("ui-input", className)} {...props} />;
}

export { Input };
