import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

const badgeVariants = cva(
  // The base look and each variant are a class of app/globals.css (the components layer): a caller's utilities win
  // over them without tailwind-merge.
  "ui-badge",
  {
    variants: {
      variant: {
        default: "ui-badge-default",
        secondary: "ui-badge-secondary",
        destructive: "ui-badge-destructive",
        success: "ui-badge-success",
        warning: "ui-badge-warning",
        outline: "ui-badge-outline",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp data-slot="badge" className={badgeVariants({ variant, className })} {...props} />;
}

export { Badge, badgeVariants };
