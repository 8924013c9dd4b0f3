import { cva } from "class-variance-authority";

// The button's classes on their own: a client component that needs only the look (the error boundary, which every
// page loads) imports this file and not button.tsx, which brings Radix's Slot along.
export const buttonVariants = cva(
  // The base look, each variant and each size are one class of app/globals.css (the components layer): sent once per
  // button, not 430 characters, and any utility a caller adds wins over them without tailwind-merge.
  "ui-button",
  {
    variants: {
      variant: {
        default: "ui-button-default",
        destructive: "ui-button-destructive",
        outline: "ui-button-outline",
        secondary: "ui-button-secondary",
        ghost: "ui-button-ghost",
        link: "ui-button-link",
      },
      size: {
        default: "ui-button-md",
        sm: "ui-button-sm",
        lg: "ui-button-lg",
        icon: "ui-button-icon",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);
