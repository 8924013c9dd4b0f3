"use client";

import { useTranslations } from "next-intl";

/**
 * Resolves a message key returned by a schema or a server action ("auth.errors.x", "validation.y"), with the
 * values an action failure carries (e.g. the minutes of a rate limit).
 */
export function useMessage() {
  const t = useTranslations();
  return (key: string | undefined, values?: Record<string, string | number>) =>
    key ? t(key as never, values as never) : undefined;
}
