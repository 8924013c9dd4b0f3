"use client";

import { useEffect } from "react";
import { toast } from "sonner";

export function AccessDeniedToast({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { description, id: "access-denied" });
  }, [title, description]);
  return null;
}
