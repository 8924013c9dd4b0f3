"use client";

import { useTranslations } from "next-intl";

/** Resolves a message key returned by a schema or a server action ("auth.errors.x", "validation.y"). */
export function useMessage() {
  const t = useTranslations();
  return (key: string | undefined) => (key ? t(key as never) : undefined);
}
