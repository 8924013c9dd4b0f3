"use client";

import { useTranslations } from "next-intl";
import { ErrorState } from "@/components/common/error-state";

/** Error boundary of every page under the root layout: a failed render shows this, never a blank page. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  return (
    <ErrorState
      error={error}
      reset={reset}
      texts={{ title: t("title"), description: t("description"), retry: t("retry"), home: t("home"), reference: t.raw("reference") as string }}
    />
  );
}
