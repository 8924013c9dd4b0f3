"use client";

import { useTranslations } from "next-intl";
import { ErrorState } from "./error-state";

/** What app/error.tsx and app/(app)/error.tsx render: a failed render shows this, never a blank page. */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  return (
    <ErrorState
      error={error}
      reset={reset}
      texts={{ title: t("title"), description: t("description"), retry: t("retry"), home: t("home"), reference: t.raw("reference") as string }}
    />
  );
}
