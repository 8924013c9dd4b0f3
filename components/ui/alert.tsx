import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { clsx as cx } from "clsx";

// The base look and each variant are a class of app/globals.css (ui-alert, ui-alert-warning, …): a caller's utilities
// win over them without tailwind-merge.
const alertVariants = cva("ui-alert", {
  variants: {
    variant: {
      default: "ui-alert-default",
      destructive: "ui-alert-destructive",
      warning: "ui-alert-warning",
      success: "ui-alert-success",
    },
  },
  defaultVariants: {
    variant: "default",
  },
});

function Alert({ className, variant, ...props }: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" role="alert" className={alertVariants({ variant, className })} {...props} />;
}

function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-title" className={cx("ui-alert-title", className)} {...props} />;
}

function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="alert-description" className={cx("ui-alert-description", className)} {...props} />;
}

export { Alert, AlertTitle, AlertDescription, alertVariants };
