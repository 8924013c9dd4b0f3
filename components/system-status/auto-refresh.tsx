"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Asks the server for fresh data every `everyMs` (router.refresh re-renders the page's server components). */
export function AutoRefresh({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
