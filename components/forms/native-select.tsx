import * as React from "react";
import { clsx as cx } from "clsx";

/** A styled native <select>: keyboard, screen reader and mobile friendly, and it works with register(). */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cx("ui-select", className)} {...props} />;
}
