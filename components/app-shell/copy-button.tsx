"use client";

import { CopyIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

export function CopyButton({ value, label, copiedMessage }: { value: string; label: string; copiedMessage: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={async () => {
        await navigator.clipboard.writeText(value);
        toast.success(copiedMessage);
      }}
    >
      <CopyIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
