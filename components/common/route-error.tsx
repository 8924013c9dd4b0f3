"use client";

import { ErrorState } from "./error-state";
import { useRouteErrorTexts } from "./route-error-texts";

/** What app/error.tsx and app/(app)/error.tsx render: a failed render shows this, never a blank page. */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorState error={error} reset={reset} texts={useRouteErrorTexts()} />;
}
