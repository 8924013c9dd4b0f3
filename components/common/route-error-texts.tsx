"use client";

import { createContext, useContext } from "react";
import type { ErrorStateTexts } from "./error-state";

const RouteErrorTextsContext = createContext<ErrorStateTexts | null>(null);

/**
 * The error page's texts, resolved by the root layout on the server. The error boundaries read them from here rather
 * than through next-intl, so no page needs the translator in its first scripts for an error it may never show.
 */
export function RouteErrorTextsProvider({ texts, children }: { texts: ErrorStateTexts; children: React.ReactNode }) {
  return <RouteErrorTextsContext value={texts}>{children}</RouteErrorTextsContext>;
}

export function useRouteErrorTexts(): ErrorStateTexts {
  const texts = useContext(RouteErrorTextsContext);
  if (!texts) throw new Error("RouteErrorTextsProvider is missing (app/layout.tsx renders it)");
  return texts;
}
