import * as React from "react";
import { Loader2Icon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Loading indicator; `label` is announced to screen readers (e.g. "Carregando…"). */
function Spinner({ className, label, ...props }: React.ComponentProps<"span"> & { label: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center", className)} {...props}>
      <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
