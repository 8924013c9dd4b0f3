"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** App-wide toast outlet, mounted once in the root layout; pass `containerAriaLabel` (pt-BR) there. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      richColors
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          // Darker than sonner's rich defaults so toast text meets WCAG AA contrast.
          "--success-text": "hsl(140 100% 20%)",
          "--error-text": "hsl(0 80% 38%)",
          "--warning-text": "hsl(31 92% 26%)",
          "--info-text": "hsl(210 92% 35%)",
        } as CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
